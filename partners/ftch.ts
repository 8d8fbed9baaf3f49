import { definePartner } from './schema.ts';

// Cash-back programme without enrollment; monochrome retail branding.
export default definePartner({
  slug: 'ftch',
  settings: {
    name: 'FTCH Dining Rewards',
    programName: 'FTCH Rewards',
    currencyType: 'Dollar',
    earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
    enrollmentType: 'none',
    hasPPN: false,
    shortCode: '38240',
    customerSupport: {
      phone: { href: 'tel:+18555550119', formatted: '1-855-555-0119' },
      email: { href: 'mailto:support@dining.ftch.example', display: 'support@dining.ftch.example' },
    },
  },
  theme: {
    colors: { brand: '#111111', accent: '#2F4BDB', footer: '#111111' },
    fonts: {
      body: '"Helvetica Neue", Helvetica, Arial, sans-serif',
      heading: '"Helvetica Neue", Helvetica, Arial, sans-serif',
    },
    logo: 'ftch.svg',
    logoAspect: 4,
  },
  sources: { siteUrl: 'https://dining.ftch.example' },
});
