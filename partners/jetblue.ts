import { definePartner } from './schema.ts';

// Airline programme that pays in points, direct sign-in with SMS opt-in (version 1).
export default definePartner({
  slug: 'jetblue',
  settings: {
    name: 'TrueBlue® Dining',
    programName: 'TrueBlue®',
    currencyType: 'Point',
    earnRates: { member: 1, select: 3, vip: 5 },
    enrollmentType: 'direct',
    hasSmsOptIn: true,
    shortCode: '53825',
    customerSupport: {
      phone: { href: 'tel:+18445550108', formatted: '1-844-555-0108' },
      email: { href: 'mailto:support@dining.jetblue.example', display: 'support@dining.jetblue.example' },
    },
  },
  theme: {
    colors: { brand: '#00205B', accent: '#0033A0' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", system-ui, sans-serif',
    },
    logo: 'jetblue.svg',
    logoAspect: 5.75,
  },
  sources: { siteUrl: 'https://dining.jetblue.example' },
});
