import { definePartner } from './schema.ts';

// Cash-back programme without enrollment: no sign-in, join, activation or account routes.
export default definePartner({
  slug: 'daak',
  settings: {
    name: 'DAAK Dining Rewards',
    programName: 'DAAK Rewards',
    currencyType: 'Dollar',
    earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
    enrollmentType: 'none',
    hasPPN: false,
    shortCode: '32257',
    customerSupport: {
      phone: { href: 'tel:+18885550116', formatted: '1-888-555-0116' },
      email: { href: 'mailto:support@dining.daak.example', display: 'support@dining.daak.example' },
    },
  },
  theme: {
    colors: { brand: '#2D3A8C', accent: '#C62828' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    logo: 'daak.svg',
    logoAspect: 4.25,
  },
  sources: { siteUrl: 'https://dining.daak.example' },
});
