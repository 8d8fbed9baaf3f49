import { definePartner } from './schema.ts';

// College-savings programme paying cash back, single sign-on with partner-loaded cards.
export default definePartner({
  slug: 'upromise',
  settings: {
    name: 'Upromise® Dining',
    programName: 'Upromise®',
    currencyType: 'Dollar',
    earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
    enrollmentType: 'sso',
    hasPartnerLoadedCards: true,
    hasFlexOffers: true,
    hasPPN: false,
    shortCode: '87766',
    customerSupport: {
      phone: { href: 'tel:+18005550115', formatted: '1-800-555-0115' },
      email: { href: 'mailto:support@dining.upromise.example', display: 'support@dining.upromise.example' },
    },
  },
  theme: {
    colors: { brand: '#006B6F', accent: '#7B2D8E' },
    fonts: {
      body: '"Avenir Next", Avenir, "Segoe UI", "Helvetica Neue", Helvetica, Arial, sans-serif',
      heading: '"Avenir Next", Avenir, "Segoe UI", "Helvetica Neue", Helvetica, Arial, sans-serif',
    },
    logo: 'upromise.svg',
    logoAspect: 5.25,
  },
  sources: { siteUrl: 'https://dining.upromise.example' },
});
