import { definePartner } from './schema.ts';

// Mobile carrier perks paying credits, single sign-on. The partner whose footer omits the network
// logos (spec 000 §2); support is a web form, not an email; Mastercard and Visa only.
export default definePartner({
  slug: 't-mobile',
  settings: {
    name: 'T-Mobile Tuesdays Dining',
    programName: 'T-Mobile Tuesdays',
    currencyType: 'Credit',
    earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
    enrollmentType: 'sso',
    hideNetworkLogos: true,
    hasFlexOffers: true,
    hasPPN: false,
    hasPWAInstallBanner: true,
    cardTypesAccepted: ['MAST', 'VISA'],
    shortCode: '86662',
    customerSupport: {
      phone: { href: 'tel:+18775550114', formatted: '1-877-555-0114' },
      email: { href: 'https://dining.t-mobile.example/earn/support', display: 'dining.t-mobile.example/earn/support' },
    },
  },
  theme: {
    colors: { brand: '#E20074', accent: '#A1005A', footer: '#262626' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      webFont: { family: 'inter', use: 'all' },
    },
    logo: 't-mobile.svg',
    logoAspect: 5,
  },
  sources: { siteUrl: 'https://dining.t-mobile.example' },
});
