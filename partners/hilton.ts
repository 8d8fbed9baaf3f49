import { definePartner } from './schema.ts';

// Hotel programme, points, single sign-on. Home is the discover page; the programme loads the
// member's cards itself (partner-loaded cards) and has its own route metadata.
export default definePartner({
  slug: 'hilton',
  settings: {
    name: 'Hilton Honors™ Dining',
    programName: 'Hilton Honors™',
    currencyType: 'Point',
    earnRates: { member: 3, select: 8, vip: 10 },
    enrollmentType: 'sso',
    homePage: 'discover',
    hasDiscoverPage: true,
    hasPartnerLoadedCards: true,
    shortCode: '44586',
    routeMeta: {
      '/': {
        title: 'Hilton Honors™ Dining: earn Points when you eat out',
        description: 'Earn Hilton Honors Points at thousands of restaurants, bars and clubs.',
      },
      '/discover': { title: 'Discover restaurants | Hilton Honors™ Dining' },
    },
    customerSupport: {
      phone: { href: 'tel:+18775550111', formatted: '1-877-555-0111' },
      email: { href: 'mailto:support@dining.hilton.example', display: 'support@dining.hilton.example' },
    },
  },
  theme: {
    colors: { brand: '#002F61', accent: '#00759A' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'Georgia, Cambria, "Times New Roman", Times, serif',
      webFont: { family: 'playfair-display', use: 'headings' },
    },
    logo: 'hilton.svg',
    logoAspect: 4.25,
    // Its own home hero picture (a brunch table), in place of the built-in dinner scene.
    images: { hero: 'hilton-hero.png' },
  },
  sources: { siteUrl: 'https://dining.hilton.example' },
});
