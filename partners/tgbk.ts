import { definePartner } from './schema.ts';

// Cash-back programme without enrollment. Deliberately has no SMS short code, so copy that uses
// {shortCode} shows "MISSING SHORT CODE" (spec 000 §2) and that path stays exercised.
export default definePartner({
  slug: 'tgbk',
  settings: {
    name: 'TGBK Dining Rewards',
    programName: 'TGBK Rewards',
    currencyType: 'Dollar',
    earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
    enrollmentType: 'none',
    hasPPN: false,
    customerSupport: {
      phone: { href: 'tel:+18665550118', formatted: '1-866-555-0118' },
      email: { href: 'mailto:support@dining.tgbk.example', display: 'support@dining.tgbk.example' },
    },
  },
  theme: {
    colors: { brand: '#6A1B9A', accent: '#00796B' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    logo: 'tgbk.svg',
    logoAspect: 4.25,
  },
  sources: { siteUrl: 'https://dining.tgbk.example' },
});
