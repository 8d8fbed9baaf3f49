import { definePartner } from './schema.ts';

// Hotel programme, points, direct sign-in; profiles need a full street address.
export default definePartner({
  slug: 'wynd',
  settings: {
    name: 'Wyndham Rewards® Dining',
    programName: 'Wyndham Rewards®',
    currencyType: 'Point',
    earnRates: { member: 2, select: 5, vip: 8 },
    enrollmentType: 'direct',
    fullAddressRequired: true,
    shortCode: '99634',
    customerSupport: {
      phone: { href: 'tel:+18665550110', formatted: '1-866-555-0110' },
      email: { href: 'mailto:support@dining.wynd.example', display: 'support@dining.wynd.example' },
    },
  },
  theme: {
    colors: { brand: '#1A4D8F', accent: '#0B7A75' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'Georgia, Cambria, "Times New Roman", Times, serif',
    },
    logo: 'wynd.svg',
    logoAspect: 6,
  },
  sources: { siteUrl: 'https://dining.wynd.example' },
});
