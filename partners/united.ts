import { definePartner } from './schema.ts';

// Airline, miles, direct sign-in. Home is the discover page; VIP and both Acclaimed levels are on,
// and account-center link titles use sentence case.
export default definePartner({
  slug: 'united',
  settings: {
    name: 'United MileagePlus® Dining',
    programName: 'MileagePlus® Dining',
    currencyType: 'Mile',
    earnRates: { member: 0.5, select: 3, vip: 5 },
    enrollmentType: 'direct',
    homePage: 'discover',
    hasDiscoverPage: true,
    hasVIP: true,
    acclaimedEnabled: true,
    acclaimed2Enabled: true,
    hasPWAInstallBanner: true,
    hasSmsOptIn: true,
    shortCode: '86483',
    minimumAppVersion: '3.1',
    appStore: {
      ios: 'https://apps.apple.com/us/app/mileageplus-dining/id1000000002',
      android: 'https://play.google.com/store/apps/details?id=com.example.united.dining',
    },
    titleCase: 'sentence',
    customerSupport: {
      phone: { href: 'tel:+18775550102', formatted: '1-877-555-0102' },
      email: { href: 'mailto:support@dining.united.example', display: 'support@dining.united.example' },
    },
  },
  theme: {
    colors: { brand: '#002244', accent: '#0067B9' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: '"Helvetica Neue", Helvetica, Arial, sans-serif',
      webFont: { family: 'inter', use: 'all' },
    },
    logo: 'united.svg',
    logoAspect: 4.75,
  },
  sources: { siteUrl: 'https://dining.united.example' },
});
