import { describe, expect, it } from 'vitest';
import {
  accountCenterLinks,
  caseTitle,
  footerAuthLinks,
  menuAccountLinks,
  menuSignOut,
  navbarAuthLinks,
  type ShellLink,
} from '../../src/features/shell/auth-links.ts';
import { outageFor } from '../../src/features/errors/outage.ts';
import { siteWith, resolveTestSite } from '../helpers/sites.ts';

const shown = (links: ShellLink[], state: ShellLink['for'][number]) =>
  links.filter((link) => link.for.includes(state)).map((link) => `${link.kind} ${link.href}`);

describe('navbar auth links (spec 000 §2)', () => {
  it('direct partners: sign-in and join for visitors, nothing for members (they get the dropdown)', () => {
    const links = navbarAuthLinks(siteWith('delta'));
    expect(shown(links, 'anonymous')).toEqual(['sign-in /login', 'join /join']);
    expect(shown(links, 'known')).toEqual(['sign-in /login', 'join /join']);
    expect(shown(links, 'card_member')).toEqual([]);
  });

  it('direct partners: a signed-in non-card member (a new prospect) gets the same sign-in and join links as a visitor', () => {
    // Spec 000 §2 "Auth links (anonymous or non-card member)": the sign-out link is sso-only.
    expect(shown(navbarAuthLinks(siteWith('delta')), 'non_card_member')).toEqual(['sign-in /login', 'join /join']);
  });

  it('sso partners: no sign-in link; the sso join for visitors and non-card members; sign-out for non-card members', () => {
    const links = navbarAuthLinks(siteWith('hilton'));
    expect(shown(links, 'anonymous')).toEqual(['join /Login']);
    // A signed-in non-card member's join leads to card linking (issue #22): /Login returns to returnUrl.
    expect(shown(links, 'non_card_member')).toEqual(['join /Login?returnUrl=%2Fadd_card', 'sign-out /SignOut']);
    expect(shown(links, 'card_member')).toEqual([]);
  });

  it('a closed-account member gets the sign-out link, and only that, on either kind of partner (spec 000 §2, issue #22)', () => {
    expect(shown(navbarAuthLinks(siteWith('delta')), 'closed_account')).toEqual(['sign-out /SignOut']);
    expect(shown(navbarAuthLinks(siteWith('hilton')), 'closed_account')).toEqual(['sign-out /SignOut']);
  });

  it('partners without enrollment: no auth links at all', () => {
    expect(navbarAuthLinks(siteWith('nosh'))).toEqual([]);
    expect(menuAccountLinks(siteWith('nosh'))).toEqual([]);
    expect(menuSignOut(siteWith('nosh'))).toBeUndefined();
    expect(footerAuthLinks(siteWith('nosh'))).toEqual([]);
  });
});

describe('main menu account section and sign-out', () => {
  it('gives visitors join (and sign-in on direct), card members the account center, non-card members the sso join', () => {
    expect(shown(menuAccountLinks(siteWith('delta')), 'anonymous')).toEqual(['join /join', 'sign-in /login']);
    expect(shown(menuAccountLinks(siteWith('delta')), 'card_member')).toEqual(['account /account/overview']);
    expect(shown(menuAccountLinks(siteWith('hilton')), 'non_card_member')).toEqual(['join /Login?returnUrl=%2Fadd_card']);
  });

  it('gives a non-card member of a direct partner the direct join and sign-in, not an empty account section', () => {
    expect(shown(menuAccountLinks(siteWith('delta')), 'non_card_member')).toEqual(['join /join', 'sign-in /login']);
  });

  it('offers sign-out only to signed-in members', () => {
    const signOut = menuSignOut(siteWith('delta'))!;
    expect(signOut.for).toEqual(['card_member', 'non_card_member', 'closed_account']);
  });
});

describe('footer auth link', () => {
  it('is the account center for members, the sso join for non-card members, and by enrollment type for visitors', () => {
    expect(shown(footerAuthLinks(siteWith('delta')), 'anonymous')).toEqual(['sign-in /login']);
    expect(shown(footerAuthLinks(siteWith('delta')), 'card_member')).toEqual(['account /account/overview']);
    expect(shown(footerAuthLinks(siteWith('hilton')), 'anonymous')).toEqual(['join /Login']);
    expect(shown(footerAuthLinks(siteWith('hilton')), 'non_card_member')).toEqual(['join /Login?returnUrl=%2Fadd_card']);
  });

  it('is the direct join for a non-card member of a direct partner (a direct partner has no sso /Login)', () => {
    expect(shown(footerAuthLinks(siteWith('delta')), 'non_card_member')).toEqual(['join /join']);
  });
});

describe('account-center link titles', () => {
  it('are cased per partner setting', () => {
    expect(caseTitle('Reviews & history', 'title')).toBe('Reviews & History');
    expect(caseTitle('Account Overview', 'sentence')).toBe('Account overview');
    expect(caseTitle('Linked Cards', 'upper')).toBe('LINKED CARDS');
    expect(accountCenterLinks(siteWith('delta', { titleCase: 'upper' })).map((link) => link.text)).toContain('ACCOUNT OVERVIEW');
  });
});

describe('outage pages', () => {
  const site = (outage: unknown) => resolveTestSite('delta', { authFlags: { outage } }).site;

  it('choose the message by path when the outage flag is on', () => {
    expect(outageFor(site(true), '/login')).toBe('login');
    expect(outageFor(site(true), '/join')).toBe('enrollment');
    expect(outageFor(site(true), '/search')).toBe('generic');
  });

  it('apply only to the listed path prefixes, and not at all without the flag', () => {
    expect(outageFor(site(['/login']), '/login')).toBe('login');
    expect(outageFor(site(['/login']), '/search')).toBeUndefined();
    expect(outageFor(siteWith('delta'), '/login')).toBeUndefined();
  });
});
