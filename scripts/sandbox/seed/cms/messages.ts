// Messages around the pages: surveys, the announcement banner, popups and sidebars.
import type { PartnerProfile } from '../../partners.ts';
import type { CmsEntry } from './types.ts';
import { wordsFor } from './words.ts';

/** Partners without an announcement right now: their set answers 404 (= empty). */
const withoutAnnouncement = new Set(['nosh', 'tgbk']);
/** The one partner offered the general promotional popup (its generalModalType is 'general'). */
const withPopup = new Set(['delta']);

export function surveysSet(partner: PartnerProfile): CmsEntry[] {
  const w = wordsFor(partner);
  const surveys: CmsEntry[] = [
    {
      slug: 'search-feedback',
      fields: {
        id: `${partner.slug}-search-2025`,
        text: 'How was your search?',
        delay_timeout: 10,
        cookie_timeout: 30,
        url_allow_list: [{ url_allowed: '/search' }],
      },
    },
  ];
  if (w.enrolls) {
    surveys.push({
      slug: 'account-feedback',
      fields: {
        id: `${partner.slug}-account-2025`,
        text: `Tell us about ${w.program}`,
        cookie_timeout: 90,
        url_allow_list: [{ url_allowed: '/account' }],
        url_disallow_list: [{ url_disallowed: '/account/user_profile' }],
      },
    });
  }
  return surveys;
}

export function announcementSet(partner: PartnerProfile): CmsEntry[] {
  if (withoutAnnouncement.has(partner.slug)) return [];
  const w = wordsFor(partner);
  const entries: CmsEntry[] = [
    {
      slug: 'current',
      fields: {
        banner_copy: [
          { type: 'text', copy: `Earn ${w.reservationBonus} when you book a table and dine.` },
          { type: 'link', copy: 'Learn more', url: '/earn/reservations', new_tab: false },
        ],
        tooltip_copy: 'The bonus applies to reservations completed by dining with a linked card.',
      },
    },
  ];
  if (partner.slug === 'delta') {
    entries.push({
      slug: 'draft-summer',
      previewOnly: true,
      fields: { banner_copy: [{ type: 'text', copy: 'Preview: summer double-earn weekends are coming.' }] },
    });
  }
  return entries;
}

export function popupSet(partner: PartnerProfile): CmsEntry[] {
  if (!withPopup.has(partner.slug)) return [];
  const w = wordsFor(partner);
  return [
    {
      slug: 'general',
      fields: {
        title: `New: earn more ${w.currency}`,
        body_text: `<p>New members earn <strong>${w.newMemberBonus}</strong> after their first dine.</p>`,
        learn_more_url: '/earn/new-member-bonus',
        learn_more_text: 'Learn more',
      },
    },
  ];
}

export function sidebarSet(partner: PartnerProfile): CmsEntry[] {
  const w = wordsFor(partner);
  return [
    { slug: 'earn', fields: { page_text: `<p>Every dine paid with a linked card earns ${w.currency}. No coupons needed.</p>` } },
    { slug: 'reservations', fields: { page_text: `<p>Book through OpenTable to earn ${w.reservationBonus}.</p>` } },
    { slug: 'account', fields: { page_text: `<p>Need help? Email <a href="${w.supportHref}">${w.supportContact}</a>.</p>` } },
  ];
}
