import { definePartner } from './schema.ts';

// Airline, miles, direct sign-in with SMS opt-in (version 1). Accepts no Discover cards.
export default definePartner({
  slug: 'american',
  settings: {
    name: 'AAdvantage® Dining',
    programName: 'AAdvantage® Dining',
    currencyType: 'Mile',
    earnRates: { member: 1, select: 5, vip: 8 },
    enrollmentType: 'direct',
    hasSmsOptIn: true,
    shortCode: '22783',
    cardTypesAccepted: ['AMEX', 'MAST', 'VISA'],
    surveyFormCode: 'AA',
    customerSupport: {
      phone: { href: 'tel:+18885550103', formatted: '1-888-555-0103' },
      email: { href: 'mailto:support@dining.american.example', display: 'support@dining.american.example' },
    },
  },
  theme: {
    colors: { brand: '#0078D2', accent: '#C30019', footer: '#36495A' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    logo: 'american.svg',
    logoAspect: 6,
  },
  sources: { siteUrl: 'https://dining.american.example' },
});
