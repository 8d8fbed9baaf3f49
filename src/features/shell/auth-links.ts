// Which account links each kind of visitor gets (spec 000 §2 "Shared shell"). The static HTML
// carries every variant, tagged with the user states it is for; the page shows the one that
// matches `<html data-user-state>` (set by the shell script; "anonymous" without JavaScript).
import { accountOverviewPath, addCardPath, cardAddedPath, joinPath } from '../../site/paths.ts';
import type { Site } from '../../site/types.ts';
import type { CopyKey } from '../../site/copy-table.ts';
import { translator } from '../../site/text.ts';
import { accountPages } from '../../site/routes.ts';
import { ssoCardJoinUrl } from '../../lib/sso-card-join.ts';

export type UserState = 'anonymous' | 'known' | 'card_member' | 'non_card_member' | 'closed_account';

export interface ShellLink {
  text: string;
  href: string;
  kind: 'sign-in' | 'join' | 'sign-out' | 'account';
  /** The user states this link is shown to. */
  for: readonly UserState[];
}

const text = (site: Site, key: CopyKey): string => translator(site)(key);

const visitors: readonly UserState[] = ['anonymous', 'known'];
const members: readonly UserState[] = ['card_member', 'non_card_member', 'closed_account'];

const signIn = (site: Site, states: readonly UserState[]): ShellLink => ({
  kind: 'sign-in',
  text: text(site, 'auth.signIn'),
  href: text(site, 'auth.signInUrl'),
  for: states,
});
const directJoin = (site: Site, states: readonly UserState[]): ShellLink => ({
  kind: 'join',
  text: text(site, 'auth.directJoin'),
  href: text(site, 'auth.directJoinUrl'),
  for: states,
});
/** The sso join: as it is for visitors among `states`, and to card linking (ssoCardJoinUrl) for a
 *  signed-in non-card member, who would otherwise come back to the same join prompt. */
const ssoJoin = (site: Site, states: readonly UserState[]): ShellLink[] => {
  const link = { kind: 'join', text: text(site, 'auth.ssoJoin') } as const;
  const visiting = states.filter((state) => state !== 'non_card_member');
  return [
    ...(visiting.length ? [{ ...link, href: text(site, 'auth.ssoJoinUrl'), for: visiting }] : []),
    ...(states.includes('non_card_member')
      ? [{ ...link, href: ssoCardJoinUrl(text(site, 'auth.ssoJoinUrl')), for: ['non_card_member'] as const }]
      : []),
  ];
};
const signOut = (site: Site, states: readonly UserState[]): ShellLink => ({
  kind: 'sign-out',
  text: text(site, 'auth.signOut'),
  href: text(site, 'auth.signOutUrl'),
  for: states,
});

/** Who gets the auth links (spec 000 §2 "Auth links (anonymous or non-card member)"): a non-card
 *  member, such as a prospect just registered with a direct partner, is still asked to join. */
const joiners: readonly UserState[] = [...visitors, 'non_card_member'];

/**
 * The navbar's auth links for everyone but card members: a sign-in link (direct partners only),
 * a primary join button (the sso join for a signed-in non-card member of an sso partner), and a
 * sign-out link for a non-card sso member (a direct one signs out from the main menu). A
 * closed-account member, who has no member dropdown, gets the sign-out link alone (issue #22).
 */
export function navbarAuthLinks(site: Site): ShellLink[] {
  switch (site.settings.enrollmentType) {
    case 'direct':
      return [signIn(site, joiners), directJoin(site, joiners), signOut(site, ['closed_account'])];
    case 'sso':
      return [...ssoJoin(site, joiners), signOut(site, ['non_card_member', 'closed_account'])];
    case 'none':
      return [];
  }
}

/** The main menu's account section (item 1 of the menu order). */
export function menuAccountLinks(site: Site): ShellLink[] {
  const { enrollmentType } = site.settings;
  if (enrollmentType === 'none') return [];
  const account: ShellLink = { kind: 'account', text: text(site, 'shell.accountCenter'), href: accountOverviewPath, for: ['card_member'] };
  if (enrollmentType === 'direct') return [directJoin(site, joiners), signIn(site, joiners), account];
  return [...ssoJoin(site, joiners), account];
}

/** Item 5 of the menu order: a sign-out link when a member is signed in. */
export function menuSignOut(site: Site): ShellLink | undefined {
  return site.settings.enrollmentType === 'none' ? undefined : signOut(site, members);
}

/** The footer's one auth link: account center for members, the join for non-card members (the
 *  spec's sso join; a direct partner has no /Login, so its own join), and for visitors a link that
 *  depends on the enrollment type. */
export function footerAuthLinks(site: Site): ShellLink[] {
  const { enrollmentType } = site.settings;
  if (enrollmentType === 'none') return [];
  const account: ShellLink = {
    kind: 'account',
    text: text(site, 'shell.accountCenter'),
    href: accountOverviewPath,
    for: ['card_member', 'closed_account'],
  };
  if (enrollmentType === 'direct') return [signIn(site, visitors), directJoin(site, ['non_card_member']), account];
  return [...ssoJoin(site, joiners), account];
}

/** Account-center links for the member dropdown, cased per the partner's setting. */
export function accountCenterLinks(site: Site): { text: string; href: string }[] {
  return accountPages.map((page) => ({ href: page.path, text: caseTitle(text(site, `page.${page.view}.title`), site.settings.titleCase) }));
}

export function caseTitle(value: string, mode: 'title' | 'sentence' | 'upper'): string {
  if (mode === 'upper') return value.toUpperCase();
  if (mode === 'sentence') return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
  return value.replace(/\b([a-z])([a-z]*)/g, (_word, first: string, rest: string) => first.toUpperCase() + rest);
}

/** Enrollment pages get a reduced navbar (no menu button; "Already a member?" or sso sign-out). */
export const isEnrollmentPath = (path: string): boolean => [joinPath, addCardPath, cardAddedPath].includes(path);

export const showsBackLink = (path: string): boolean => path.includes('/merchants/') || path.includes('/account/');
