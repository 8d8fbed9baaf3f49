import { definePartner } from './schema.ts';

// Hotel programme, points, direct sign-in with the defaults everywhere else: the plain baseline.
export default definePartner({
  slug: 'choice',
  settings: {
    name: 'Choice Privileges® Dining',
    programName: 'Choice Privileges®',
    currencyType: 'Point',
    earnRates: { member: 2, select: 5, vip: 8 },
    enrollmentType: 'direct',
    shortCode: '24642',
    customerSupport: {
      phone: { href: 'tel:+18005550105', formatted: '1-800-555-0105' },
      email: { href: 'mailto:support@dining.choice.example', display: 'support@dining.choice.example' },
    },
  },
  theme: {
    colors: { brand: '#00467F', accent: '#B34700' },
    fonts: {
      body: '"Avenir Next", Avenir, "Segoe UI", "Helvetica Neue", Helvetica, Arial, sans-serif',
      heading: '"Avenir Next", Avenir, "Segoe UI", "Helvetica Neue", Helvetica, Arial, sans-serif',
    },
    logo: 'choice.svg',
    logoAspect: 5.5,
  },
  sources: { siteUrl: 'https://dining.choice.example' },
});
