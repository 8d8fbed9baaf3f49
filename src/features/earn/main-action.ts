// An earn page's one main action (pinned to the bottom of the screen on phones and tablets, in the
// side column from the desktop breakpoint): for visitors the join that the navbar offers them (the
// partner's direct or sso join), for everyone else, and on partners without enrollment, finding a
// restaurant to earn at. Each variant is in the HTML, tagged with the user states it is for.
import { searchPath } from '../../site/paths.ts';
import { ssoCardJoinUrl } from '../../lib/sso-card-join.ts';
import type { Site } from '../../site/types.ts';
import type { Translate } from '../../site/text.ts';

export interface MainAction {
  text: string;
  href: string;
  /** The user states it is shown to (html[data-user-state], global.css.ts); everyone when absent. */
  for?: string;
}

/** Who is asked to join: visitors and non-card members (the navbar's rule, shell auth-links.ts). */
const joiners = 'anonymous known non_card_member';
const visitors = 'anonymous known';
const members = 'card_member closed_account';

export function earnMainActions(site: Site, t: Translate): MainAction[] {
  const search = { text: t('links.findRestaurants'), href: searchPath };
  switch (site.settings.enrollmentType) {
    case 'direct':
      return [
        { text: t('auth.directJoin'), href: t('auth.directJoinUrl'), for: joiners },
        { ...search, for: members },
      ];
    case 'sso':
      return [
        { text: t('auth.ssoJoin'), href: t('auth.ssoJoinUrl'), for: visitors },
        // A signed-in non-card member joins by linking a card, not by signing in again (issue #22).
        { text: t('auth.ssoJoin'), href: ssoCardJoinUrl(t('auth.ssoJoinUrl')), for: 'non_card_member' },
        { ...search, for: members },
      ];
    case 'none':
      return [search];
  }
}
