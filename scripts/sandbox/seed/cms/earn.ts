// Earn pages (earn_details, one entry per /earn/... page) and the earn banner.
import type { PartnerProfile } from '../../partners.ts';
import type { CmsEntry } from './types.ts';
import { legalPages, legalPaths } from './legal.ts';
import { wordsFor, type PartnerWords } from './words.ts';

const heading = (text: string, variant = 'Lg') => ({ type: 'title', text, variant });
const paragraph = (html: string) => ({ type: 'body_text', text: html });
const cta = (text: string, url: string, variant = 'primary') => ({ type: 'button', text, url, variant });
const bannerTitle = (text: string) => [{ type: 'title', text_desktop: text, text_mobile: text }];

function earnPage(url: string, pageTitle: string, w: PartnerWords, main: unknown[], side: unknown[], disclaimer: string): CmsEntry {
  return {
    slug: url.slice('/earn/'.length),
    fields: {
      url,
      browser_title: pageTitle,
      banner_text: bannerTitle(pageTitle),
      main_column: main,
      side_column: side,
      disclaimer: `<p>${disclaimer} See the <a href="${legalPaths.terms}">${w.program} terms</a>.</p>`,
    },
  };
}

export function earnDetailsSet(partner: PartnerProfile): CmsEntry[] {
  const w = wordsFor(partner);
  const help = [
    heading('Questions?', 'Sm'),
    paragraph(`<p>Email <a href="${w.supportHref}">${w.supportContact}</a> or call ${w.supportPhone}.</p>`),
  ];
  return [
    earnPage(
      '/earn/topgolf-bonus',
      'Topgolf special offer',
      w,
      [
        heading('Swing, dine and earn', 'XL'),
        paragraph(`<p>Earn <strong>${w.topgolfBonus}</strong> on your first Topgolf visit of $50 or more paid with a linked card.</p>`),
        cta('Find a restaurant', '/search'),
      ],
      help,
      'One bonus per member. Allow up to 30 days for bonus ' + w.currency + ' to post.',
    ),
    earnPage(
      '/earn/new-member-bonus',
      'New member bonus',
      w,
      [
        heading(`Welcome to ${w.program}`, 'XL'),
        paragraph(
          `<p>Join, link a card and dine within 30 days to earn <strong>${w.newMemberBonus}</strong> on top of your regular ${w.baseRate}.</p>`,
        ),
        ...(w.enrolls ? [cta(w.joinText, w.joinUrl)] : [cta('Find restaurants', '/search')]),
      ],
      help,
      'New members only. The first qualifying dine must be within 30 days of joining.',
    ),
    earnPage(
      '/earn/how-it-works',
      'How it works',
      w,
      [
        heading('Earn in three steps', 'XL'),
        heading('1. Search', 'Md'),
        paragraph('<p>Find participating restaurants, bars and clubs near you.</p>'),
        heading('2. Dine and pay', 'Md'),
        paragraph('<p>Pay with any card linked to your account. No coupons, no codes.</p>'),
        heading('3. Earn', 'Md'),
        paragraph(
          w.vip
            ? `<p>Earn ${w.baseRate}, ${w.selectRate} when you opt in to emails, and ${w.vipRate} as a VIP.</p>`
            : `<p>Earn ${w.baseRate}, and ${w.selectRate} when you opt in to emails.</p>`,
        ),
        cta('Find a restaurant', '/search'),
      ],
      // The profile exists only where members enroll.
      partner.enrollmentType === 'none'
        ? help
        : [
            heading('Tip', 'Sm'),
            paragraph(`<p>Opt in to emails in your <a href="/account/user_profile">profile</a> to earn more ${w.currency}.</p>`),
            ...help,
          ],
      'Earning rates depend on your membership tier and on each restaurant’s offer.',
    ),
    earnPage(
      '/earn/reservations',
      'Reservations',
      w,
      [
        heading('Book a table, earn a bonus', 'XL'),
        paragraph(`<p>Reserve through OpenTable on a restaurant’s page and earn <strong>${w.reservationBonus}</strong> when you dine.</p>`),
        { type: 'merchant_carousel', headline: 'Taking reservations in New York', query: 'location=New%20York%2C%20NY&reservations=true' },
        cta('Find a table', '/search?reservations=true'),
      ],
      help,
      'The bonus applies to reservations booked on this site and completed by dining with a linked card.',
    ),
    earnPage(
      '/earn/vip-upgrade',
      'VIP',
      w,
      [
        heading('Become a VIP', 'XL'),
        paragraph(
          `<p>Dine 11 times or spend $1,000 in a year to become a VIP and earn <strong>${w.vipRate}</strong> the following year.</p>`,
        ),
        ...(partner.enrollmentType === 'none'
          ? []
          : [{ type: 'standalone_link', text: 'Check your progress', url: '/account/overview', new_tab: false }]),
      ],
      help,
      'VIP status lasts for the calendar year after you qualify.',
    ),
    ...legalPages(w),
  ];
}

export function earnBannerSet(partner: PartnerProfile): CmsEntry[] {
  const w = wordsFor(partner);
  return [{ slug: 'earn-rate', fields: { text: `<p>Members earn up to <strong>${w.maxRate}</strong> at participating restaurants.</p>` } }];
}
