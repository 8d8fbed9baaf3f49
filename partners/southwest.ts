import { definePartner } from './schema.ts';

// Airline programme that pays in points, with SMS opt-in version 2, the install banner, an app
// version gate and one extra "dusted" top-level page.
export default definePartner({
  slug: 'southwest',
  settings: {
    name: 'Rapid Rewards® Dining',
    programName: 'Rapid Rewards®',
    currencyType: 'Point',
    earnRates: { member: 1, select: 3, vip: 5 },
    enrollmentType: 'direct',
    hasPWAInstallBanner: true,
    hasSmsOptInV2: true,
    shortCode: '79237',
    minimumAppVersion: '2.4.1',
    appStore: {
      ios: 'https://apps.apple.com/us/app/rapid-rewards-dining/id1000000003',
      android: 'https://play.google.com/store/apps/details?id=com.example.southwest.dining',
    },
    dustedPaths: ['/holiday-bonus'],
    customerSupport: {
      phone: { href: 'tel:+18005550109', formatted: '1-800-555-0109' },
      email: { href: 'mailto:support@dining.southwest.example', display: 'support@dining.southwest.example' },
    },
  },
  theme: {
    colors: { brand: '#304CB2', accent: '#C4122F', footer: '#111B40' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    logo: 'southwest.svg',
    logoAspect: 5.5,
  },
  sources: { siteUrl: 'https://dining.southwest.example' },
});
