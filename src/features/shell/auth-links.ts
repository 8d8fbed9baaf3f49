// Which sign-in / join links a signed-out visitor gets, by enrollment type (spec 000 §2 "Auth links").
import type { Site } from '../../site/types.ts';
import { text } from '../../site/text.ts';

export interface AuthLink {
  text: string;
  href: string;
  kind: 'sign-in' | 'join';
}

export function visitorAuthLinks(site: Site): AuthLink[] {
  switch (site.settings.enrollmentType) {
    case 'direct':
      return [
        { kind: 'sign-in', text: text(site, 'auth.signIn'), href: text(site, 'auth.signInUrl') },
        { kind: 'join', text: text(site, 'auth.directJoin'), href: text(site, 'auth.directJoinUrl') },
      ];
    case 'sso':
      return [{ kind: 'join', text: text(site, 'auth.ssoJoin'), href: text(site, 'auth.ssoJoinUrl') }];
    case 'none':
      return [];
  }
}

/** The footer's primary auth link for an anonymous visitor (text and URL depend on enrollment type). */
export function footerAuthLink(site: Site): AuthLink | undefined {
  const links = visitorAuthLinks(site);
  return links.find((link) => link.kind === 'sign-in') ?? links[0];
}
