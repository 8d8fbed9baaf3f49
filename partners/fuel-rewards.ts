import { definePartner } from './schema.ts';

// Fuel programme paying statement credits, single sign-on. Credit partners get the balance panel;
// fullAddressRequired is on to exercise the rule that credit partners never require the address.
export default definePartner({
  slug: 'fuel-rewards',
  settings: {
    name: 'Fuel Rewards® Dining',
    programName: 'Fuel Rewards®',
    currencyType: 'Credit',
    earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
    enrollmentType: 'sso',
    fullAddressRequired: true,
    hasAutoEnroll: true,
    hasPPN: false,
    shortCode: '38357',
    customerSupport: {
      phone: { href: 'tel:+18885550113', formatted: '1-888-555-0113' },
      email: { href: 'mailto:support@dining.fuel-rewards.example', display: 'support@dining.fuel-rewards.example' },
    },
  },
  theme: {
    colors: { brand: '#C8102E', accent: '#004B87' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    logo: 'fuel-rewards.svg',
    logoAspect: 5.5,
  },
  sources: { siteUrl: 'https://dining.fuel-rewards.example' },
});
