// The sso join as the way to link a card (issue #22): the sso join URL (`auth.ssoJoinUrl`, /Login by
// default) hands off to the partner's sign-in and returns to `returnUrl`. Sent there without one, a
// signed-in non-card member comes back to the page they left: the same join prompt again (spec 001
// §6 NonCardMember). The sso /join page, the shell's links and the account center's prompt use this.
import { addCardPath } from '../site/paths.ts';

/** `joinUrl` (a safe link: site-relative or absolute) with `returnUrl=/add_card`. */
export function ssoCardJoinUrl(joinUrl: string): string {
  const placeholder = 'https://site.invalid';
  const url = new URL(joinUrl, placeholder);
  url.searchParams.set('returnUrl', addCardPath);
  return url.origin === placeholder ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
