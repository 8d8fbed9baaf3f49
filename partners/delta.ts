import { definePartner } from './schema.ts';

// The reference partner (spec 001): an airline programme paying in miles, with the VIP tier, the
// OpenTable reservation bonus, Acclaimed merchants and the 'DL' ad-tag prefix. It is also the one
// partner offered the general promotional popup (spec 000 §2): the CMS popup entry with slug 'general'.
export default definePartner({
  slug: 'delta',
  settings: {
    name: 'Delta SkyMiles® Dining',
    programName: 'SkyMiles® Dining',
    currencyType: 'Mile',
    earnRates: { member: 0.5, select: 3, vip: 5 },
    enrollmentType: 'direct',
    homePage: 'how-it-works',
    hasVIP: true,
    hasReservationBonus: true,
    openTableReservationsEnabled: true,
    acclaimedEnabled: true,
    adTagPrefix: 'DL',
    generalModalType: 'general',
    hasPWAInstallBanner: true,
    hasSmsOptInV2: true,
    shortCode: '33582',
    surveyFormCode: 'DL',
    minimumAppVersion: '5.2.0',
    appStore: {
      ios: 'https://apps.apple.com/us/app/skymiles-dining/id1000000001',
      android: 'https://play.google.com/store/apps/details?id=com.example.delta.dining',
    },
    routeMeta: {
      '/': {
        title: 'Earn SkyMiles® when you dine | Delta SkyMiles® Dining',
        description: 'Link a card, dine at participating restaurants and earn up to 5 miles per $1.',
        keywords: 'SkyMiles, dining, restaurants, earn miles',
      },
      '/search': { title: 'Find restaurants that earn miles | Delta SkyMiles® Dining' },
    },
    customerSupport: {
      phone: { href: 'tel:+18005550101', formatted: '1-800-555-0101' },
      email: { href: 'mailto:support@dining.delta.example', display: 'support@dining.delta.example' },
    },
  },
  theme: {
    colors: { brand: '#003366', accent: '#C01933', footer: '#0B1F3A' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    logo: 'delta.svg',
    logoAspect: 5,
  },
  sources: { siteUrl: 'https://dining.delta.example' },
});
