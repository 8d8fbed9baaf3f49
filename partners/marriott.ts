import { definePartner } from './schema.ts';

// Hotel programme, points, single sign-on with partner-loaded cards; upper-case account titles.
export default definePartner({
  slug: 'marriott',
  settings: {
    name: 'Marriott Bonvoy® Dining',
    programName: 'Marriott Bonvoy®',
    currencyType: 'Point',
    earnRates: { member: 2, select: 4, vip: 6 },
    enrollmentType: 'sso',
    hasPartnerLoadedCards: true,
    titleCase: 'upper',
    shortCode: '62774',
    customerSupport: {
      phone: { href: 'tel:+18005550112', formatted: '1-800-555-0112' },
      email: { href: 'mailto:support@dining.marriott.example', display: 'support@dining.marriott.example' },
    },
  },
  theme: {
    colors: { brand: '#1C1C1C', accent: '#A3441B', footer: '#1C1C1C' },
    fonts: {
      body: '"Helvetica Neue", Helvetica, Arial, sans-serif',
      heading: 'Georgia, Cambria, "Times New Roman", Times, serif',
      webFont: { family: 'playfair-display', use: 'headings' },
    },
    logo: 'marriott.svg',
    logoAspect: 5,
  },
  sources: { siteUrl: 'https://dining.marriott.example' },
});
