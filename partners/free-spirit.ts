import { definePartner } from './schema.ts';

// Airline programme that pays in points (not miles). Spirit's yellow is too light for text on
// white, so the brand colour is the near-black of its wordmark and the accent its blue.
export default definePartner({
  slug: 'free-spirit',
  settings: {
    name: 'Free Spirit® Dining',
    programName: 'Free Spirit®',
    currencyType: 'Point',
    earnRates: { member: 2, select: 5, vip: 8 },
    enrollmentType: 'direct',
    shortCode: '77364',
    customerSupport: {
      phone: { href: 'tel:+18555550106', formatted: '1-855-555-0106' },
      email: { href: 'mailto:support@dining.free-spirit.example', display: 'support@dining.free-spirit.example' },
    },
  },
  theme: {
    colors: { brand: '#1C1C1C', accent: '#0057B8', footer: '#1C1C1C' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: '"Arial Black", "Helvetica Neue", Helvetica, Arial, sans-serif',
    },
    logo: 'free-spirit.svg',
    logoAspect: 4.25,
  },
  sources: { siteUrl: 'https://dining.free-spirit.example' },
});
