// The next steps each page offers, so every route links into the rest of the site.
import { joinPath, loginPath, searchPath } from '../../site/paths.ts';
import type { Site } from '../../site/types.ts';
import type { View } from '../../site/routes.ts';
import type { CopyKey } from '../../site/copy-table.ts';
import type { Translate } from '../../site/text.ts';

export interface RelatedLink {
  text: string;
  href: string;
  primary?: boolean;
  /** Only for these user states (see src/features/shell/auth-links.ts); everyone when absent. */
  for?: string;
}

export function relatedLinks(site: Site, t: Translate, view: View): RelatedLink[] {
  const enrolls = site.settings.enrollmentType !== 'none';
  const link = (key: CopyKey, href: string, primary = false): RelatedLink => ({ text: t(key), href, primary });
  const search = link('links.findRestaurants', searchPath, true);
  // Joining is for visitors; members already are.
  const join = enrolls ? [{ ...link('links.join', joinPath), for: 'anonymous known' }] : [];
  switch (view) {
    case 'how-it-works':
    case 'discover':
    case 'earn':
    case 'dusted':
    case 'activated':
    case 'card-added':
      return [search, ...(view === 'how-it-works' ? join : [])];
    // The joining, sign-in, recovery and credential-fixing forms carry their own ways on (sign in,
    // join, recover, "No, thanks", continue to the identity provider); the same links again below
    // them would be noise, and two links of one name leading to different places confuse.
    case 'join':
    case 'add-card':
    case 'activate':
    case 'login':
    case 'sso-login':
    case 'fix-credentials':
    case 'recover':
    case 'recover-confirm':
    case 'recover-update':
      return [];
    case 'recover-success':
      return [link('links.signIn', loginPath, true)];
    case 'sign-out':
      return [
        enrolls ? link('links.signIn', site.settings.enrollmentType === 'sso' ? '/Login' : loginPath, true) : link('links.home', '/', true),
      ];
    case 'error':
    case 'offline':
    case 'surveys':
    case 'surveys-success':
    case 'surveys-error':
    case 'merchant':
    case 'merchant-order':
      return [link('links.home', '/', true), search];
    case 'stgtools':
      return [link('links.home', '/')];
    default:
      return [];
  }
}
