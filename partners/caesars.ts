import { definePartner } from './schema.ts';

// Casino resort programme, points. The partner whose forms carry the extra privacy-policy text
// (spec 000 §1), and one that needs a full street address on the profile.
export default definePartner({
  slug: 'caesars',
  settings: {
    name: 'Caesars Rewards® Dining',
    programName: 'Caesars Rewards®',
    currencyType: 'Point',
    earnRates: { member: 1, select: 3, vip: 5 },
    enrollmentType: 'direct',
    formPrivacyNotice: true,
    fullAddressRequired: true,
    shortCode: '22377',
    customerSupport: {
      phone: { href: 'tel:+18665550104', formatted: '1-866-555-0104' },
      email: { href: 'mailto:support@dining.caesars.example', display: 'support@dining.caesars.example' },
    },
  },
  theme: {
    colors: { brand: '#0C2340', accent: '#8A6A2F', footer: '#0C2340' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'Georgia, Cambria, "Times New Roman", Times, serif',
      webFont: { family: 'playfair-display', use: 'headings' },
    },
    logo: 'caesars.svg',
    logoAspect: 5.25,
  },
  sources: { siteUrl: 'https://dining.caesars.example' },
});
