// Bonus banners: home entries of type bonus (docs/content-model.md), one for each bonus code the
// demo members hold (seed/activity.ts: NMB500 Eligible new-member bonus, DINE3X Eligible, RESERVE50
// Enrolled, TOPGOLF Qualified) and for the client-side special bonuses of Hilton and United
// (src/features/account/overview/special-bonuses.ts; the sandbox may not import it, so the codes
// are repeated here). DINE3X is app-only, so the web shows its app text instead of a button, and
// days_to_display windows are set wide enough that every seeded banner shows.
import type { PartnerProfile } from '../../partners.ts';
import { legalPaths } from './legal.ts';
import type { CmsEntry } from './types.ts';
import { wordsFor } from './words.ts';

const title = (text: string) => ({ type: 'title', text_desktop: text, text_mobile: text });
const body = (html: string) => ({ type: 'body_text', text_desktop: html, text_mobile: html });
const button = (text: string) => ({ type: 'button', text_mobile: text });
const link = (text: string, url: string) => ({ type: 'standalone_link', text_mobile: text, url });

/** The client-side special bonuses' codes, by partner slug. */
const specialCodes: Record<string, { code: string; title: string; text: string }> = {
  hilton: { code: 'HHNEWMEMBER', title: 'Welcome bonus', text: 'Thanks for joining online: your welcome bonus is active.' },
  united: { code: 'UAPARTNER', title: 'Partner bonus', text: 'Every member earns the partner bonus on their first dine this year.' },
};

export function bonusBannerSet(partner: PartnerProfile): CmsEntry[] {
  const w = wordsFor(partner);
  if (!w.enrolls) return [];
  const entries: CmsEntry[] = [
    {
      slug: 'bonus-new-member',
      fields: {
        type: 'bonus',
        code: 'NMB500',
        order: 1,
        user_states: ['card_member'],
        banner_text: [
          title('New member bonus'),
          body(`<p>Earn <strong>${w.newMemberBonus}</strong> after your first dine with a linked card.</p>`),
          button('Activate'),
          link('Bonus terms', legalPaths.terms),
        ],
      },
    },
    {
      slug: 'bonus-dine-3x',
      fields: {
        type: 'bonus',
        code: 'DINE3X',
        order: 2,
        days_to_display: 30,
        app_only_bonus: true,
        app_text: `<p>Open the ${w.program} app to activate this bonus.</p>`,
        banner_text: [title(`Triple ${w.currency} this month`), body(`<p>Dine 3 times this month and earn 3x ${w.currency}.</p>`)],
      },
    },
    {
      slug: 'bonus-reserve-50',
      fields: {
        type: 'bonus',
        code: 'RESERVE50',
        order: 3,
        banner_text: [title('Reservation bonus'), body(`<p>Earn ${w.reservationBonus} when you book a table and dine.</p>`)],
      },
    },
    {
      slug: 'bonus-topgolf',
      fields: {
        type: 'bonus',
        code: 'TOPGOLF',
        order: 4,
        days_to_display: 90,
        banner_text: [title('Topgolf special offer'), body(`<p>${w.topgolfBonus} on a qualifying visit.</p>`)],
      },
    },
  ];
  const special = specialCodes[partner.slug];
  if (special) {
    entries.push({
      slug: 'bonus-special',
      fields: { type: 'bonus', code: special.code, order: 0, banner_text: [title(special.title), body(`<p>${special.text}</p>`)] },
    });
  }
  return entries;
}
