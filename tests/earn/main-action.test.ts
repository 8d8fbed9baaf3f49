// An earn page's main action (pinned to the bottom of the screen on phones): the join the navbar
// offers for visitors and non-card members, finding a restaurant for card members and on
// partners without enrollment.
import { describe, expect, it } from 'vitest';
import { earnMainActions } from '../../src/features/earn/main-action.ts';
import { translator } from '../../src/site/text.ts';
import { resolveTestSite } from '../helpers/sites.ts';

const actionsOf = (slug: string) => {
  const { site } = resolveTestSite(slug);
  return earnMainActions(site, translator(site));
};

/** The action a visitor in `state` sees (every variant is in the HTML, tagged with its states). */
const shownTo = (actions: ReturnType<typeof earnMainActions>, state: string) =>
  actions.filter((action) => action.for === undefined || action.for.split(' ').includes(state)).map(({ text, href }) => ({ text, href }));

describe('the earn main action', () => {
  it('asks visitors of a direct partner to join, and sends card members to the search', () => {
    const actions = actionsOf('delta');
    for (const state of ['anonymous', 'known', 'non_card_member'])
      expect(shownTo(actions, state)).toEqual([{ text: 'Join Now', href: '/join' }]);
    for (const state of ['card_member', 'closed_account'])
      expect(shownTo(actions, state)).toEqual([{ text: 'Find Restaurants', href: '/search' }]);
  });

  it('uses the sso join of an sso partner', () => {
    const { site } = resolveTestSite('hilton');
    const t = translator(site);
    expect(shownTo(earnMainActions(site, t), 'anonymous')).toEqual([{ text: t('auth.ssoJoin'), href: t('auth.ssoJoinUrl') }]);
    // A signed-in non-card member is sent on to card linking, not back to this page (issue #22).
    expect(shownTo(earnMainActions(site, t), 'non_card_member')).toEqual([
      { text: t('auth.ssoJoin'), href: '/Login?returnUrl=%2Fadd_card' },
    ]);
    expect(shownTo(earnMainActions(site, t), 'card_member')).toEqual([{ text: 'Find Restaurants', href: '/search' }]);
  });

  it('is finding a restaurant for everyone on a partner without enrollment', () => {
    expect(actionsOf('nosh')).toEqual([{ text: 'Find Restaurants', href: '/search' }]);
  });

  it('shows exactly one action in every user state', () => {
    for (const slug of ['delta', 'hilton', 'nosh']) {
      const actions = actionsOf(slug);
      for (const state of ['anonymous', 'known', 'card_member', 'non_card_member', 'closed_account'])
        expect(shownTo(actions, state), `${slug} ${state}`).toHaveLength(1);
    }
  });
});
