// Terms, privacy and accessibility pages (and a contact page where the partner's support is a web
// form on its own site), seeded as earn_details entries so every partner's bundle has them: the
// footer links here instead of to paths on the partner's host that no bundle serves (issue #7).
import type { CmsEntry } from './types.ts';
import type { PartnerWords } from './words.ts';

/** Same-site addresses of the pages below; the footer and disclaimers link to these. */
export const legalPaths = {
  terms: '/earn/terms',
  privacy: '/earn/privacy',
  accessibility: '/earn/accessibility',
  support: '/earn/support',
} as const;

const page = (url: string, title: string, paragraphs: string[], w: PartnerWords): CmsEntry => ({
  slug: url.slice('/earn/'.length),
  fields: {
    url,
    browser_title: title,
    banner_text: [{ type: 'title', text_desktop: title, text_mobile: title }],
    main_column: paragraphs.map((html) => ({ type: 'body_text', text: html })),
    side_column: [
      { type: 'title', text: 'Questions?', variant: 'Sm' },
      { type: 'body_text', text: `<p>Call ${w.supportPhone}.</p>` },
    ],
  },
});

export function legalPages(w: PartnerWords): CmsEntry[] {
  const pages = [
    page(
      legalPaths.terms,
      'Terms of use',
      [
        `<p>${w.program} is offered by ${w.partner}. Members earn ${w.currency} on eligible dining paid with a card linked to their account, at the rates shown for each restaurant.</p>`,
        `<p>Offers can change without notice. ${w.partner} may remove ${w.currency} earned on transactions that are refunded or reversed.</p>`,
      ],
      w,
    ),
    page(
      legalPaths.privacy,
      'Privacy policy',
      [
        `<p>We use your linked cards only to find qualifying dining transactions. We never store your full card number.</p>`,
        `<p>You can change your email preferences at any time, and ask ${w.partner} to close your account and delete your data.</p>`,
      ],
      w,
    ),
    page(
      legalPaths.accessibility,
      'Accessibility',
      [
        `<p>${w.program} aims to meet WCAG 2.2 level AA on every page: keyboard access, visible focus, text alternatives and sufficient contrast.</p>`,
        `<p>If something gets in your way, call ${w.supportPhone} and we will help and fix it.</p>`,
      ],
      w,
    ),
  ];
  if (w.supportHref === legalPaths.support) {
    pages.push(
      page(
        legalPaths.support,
        'Contact us',
        [`<p>Our ${w.program} team answers at ${w.supportPhone}, every day from 8 am to 10 pm ET.</p>`],
        w,
      ),
    );
  }
  return pages;
}
