// The global set "*": navbar, footer, site settings and the not-found page.
import type { PartnerProfile } from '../../partners.ts';
import type { CmsEntry } from './types.ts';
import { legalPaths } from './legal.ts';
import { wordsFor } from './words.ts';

/** `now`: the sandbox clock's, for the copyright year. */
export function globalSet(partner: PartnerProfile, now = Date.now()): CmsEntry[] {
  const w = wordsFor(partner);
  const navLinks = [
    { text_desktop: 'How it works', text_mobile: 'How it works', url: '/how-it-works' },
    { text_desktop: 'Find restaurants', text_mobile: 'Search', url: '/search' },
    ...(partner.features.hasDiscoverPage ? [{ text_desktop: 'Discover', text_mobile: 'Discover', url: '/discover' }] : []),
    { text_desktop: `Earn more ${w.currency}`, text_mobile: 'Earn more', url: '/earn/how-it-works' },
    ...(partner.features.openTableReservationsEnabled ? [{ text_mobile: 'Reservations', url: '/earn/reservations' }] : []),
  ];
  return [
    { slug: 'navbar', fields: { nav_links: navLinks } },
    {
      slug: 'footer',
      fields: {
        primary_links: [
          { text: 'How it works', url: '/how-it-works' },
          { text: 'FAQ', url: '/earn/how-it-works' },
          { text: 'Terms of use', url: legalPaths.terms },
          { text: 'Privacy policy', url: legalPaths.privacy },
        ],
        secondary_links: [
          { text: 'Contact us', url: w.supportHref },
          { text: `Call ${w.supportPhone}`, url: w.supportPhoneHref },
          { text: 'Accessibility', url: legalPaths.accessibility },
        ],
        copyright: `© ${new Date(now).getUTCFullYear()} ${w.program}. All rights reserved.`,
        support_contact: w.supportContact,
        disclaimer: `<p>${w.program} is offered by ${w.partner}. Members earn ${w.currency} on eligible dining paid with a linked card; see the <a href="${legalPaths.terms}">program terms</a>.</p>`,
      },
    },
    {
      slug: 'copy',
      fields: {
        copy: {
          'survey.success': 'Thanks for helping us improve {program}.',
          ...(w.sso ? { 'auth.ssoJoin': w.joinText } : {}),
        },
      },
    },
    { slug: 'site', fields: { title: w.program } },
    {
      slug: 'not_found',
      fields: {
        tagline: 'The page you were looking for has moved or never existed. Let’s find you somewhere to eat instead.',
        document_title: 'Page not found',
        title: 'That page isn’t on our radar',
        home_link_label: 'Back to home',
      },
    },
  ];
}
