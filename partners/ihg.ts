import { definePartner } from './schema.ts';

// Hotel programme, points, direct sign-in.
export default definePartner({
  slug: 'ihg',
  settings: {
    name: 'IHG One Rewards Dining',
    programName: 'IHG One Rewards',
    currencyType: 'Point',
    earnRates: { member: 3, select: 8, vip: 10 },
    enrollmentType: 'direct',
    shortCode: '44463',
    customerSupport: {
      phone: { href: 'tel:+18885550107', formatted: '1-888-555-0107' },
      email: { href: 'mailto:support@dining.ihg.example', display: 'support@dining.ihg.example' },
    },
  },
  theme: {
    colors: { brand: '#2B2B2B', accent: '#A84A0B' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    logo: 'ihg.svg',
    logoAspect: 3,
  },
  sources: { siteUrl: 'https://dining.ihg.example' },
});
