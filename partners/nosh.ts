import { definePartner } from './schema.ts';

// Cash-back programme without enrollment whose home is the discover page.
export default definePartner({
  slug: 'nosh',
  settings: {
    name: 'Nosh Dining Rewards',
    programName: 'Nosh Rewards',
    currencyType: 'Dollar',
    earnRates: { member: 0.05, select: 0.1, vip: 0.15 },
    enrollmentType: 'none',
    homePage: 'discover',
    hasDiscoverPage: true,
    hasPPN: false,
    shortCode: '66740',
    customerSupport: {
      phone: { href: 'tel:+18445550117', formatted: '1-844-555-0117' },
      email: { href: 'mailto:support@dining.nosh.example', display: 'support@dining.nosh.example' },
    },
  },
  theme: {
    colors: { brand: '#2E7D32', accent: '#B23C17' },
    fonts: {
      body: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", system-ui, sans-serif',
      heading: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", system-ui, sans-serif',
    },
    logo: 'nosh.svg',
    logoAspect: 4.25,
  },
  sources: { siteUrl: 'https://dining.nosh.example' },
});
