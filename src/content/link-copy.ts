// Copy values that become link targets (issue #22): `auth.signInUrl`, the join URLs, every key
// ending in `Url` or `.url`. Pages put them straight into href attributes and redirects, so they
// pass the same rule as `[[marker]]` links (render-copy.ts): placeholders filled, then `safeUrl`.
// An unsafe CMS value is reported and the built-in default used, once, when the Site is resolved,
// so every page, island and the runtime config only ever see safe values. The sign-in, sign-out
// and join links (`auth.*`) carry members' credentials and sessions, so an absolute one must also
// stay on the site's origin or one the partner config lists (`sources.authOrigins`): one CMS edit
// must not be able to send every Sign Out to a look-alike site.
import type { CopyTable, CopyWarning } from './copy.ts';
import { fillPlaceholders } from './markers.ts';
import { isExternalUrl, safeUrl } from './sanitize.ts';

export const isLinkCopyKey = (key: string): boolean => key.endsWith('Url') || key.endsWith('.url');

/** Why `url` (filled, trimmed) may not be the target of `key`, or null when it may. */
function refusal(key: string, url: string, authOrigins: ReadonlySet<string>): string | null {
  const safe = safeUrl(url);
  if (safe === null) return 'is not a safe link (site-relative, http(s), mailto: or tel:)';
  if (!key.startsWith('auth.') || !isExternalUrl(safe)) return null;
  return authOrigins.has(new URL(safe).origin)
    ? null
    : 'leaves the site for an origin the partner config does not list (sources.authOrigins)';
}

/**
 * `table` with each CMS override (`overrides`) of a link key checked: an unsafe one is reported
 * and replaced by its default from `defaults` (dropped when it has none). `vars` are the partner's
 * placeholder values (`partnerCopyVars`); `authOrigins` the origins an absolute `auth.*` link may
 * go to (the site's own and the listed ones).
 */
export function withSafeLinkCopy(
  table: CopyTable,
  defaults: Readonly<CopyTable>,
  overrides: Readonly<Record<string, string>>,
  vars: Record<string, string | number | undefined>,
  authOrigins: readonly string[],
  report: (warning: CopyWarning) => void,
): CopyTable {
  const checked: CopyTable = { ...table };
  const allowedOrigins = new Set(authOrigins.map((origin) => new URL(origin).origin));
  for (const [key, value] of Object.entries(overrides)) {
    const why = isLinkCopyKey(key) ? refusal(key, fillPlaceholders(value, vars).trim(), allowedOrigins) : null;
    if (why === null) continue;
    const fallback = Object.hasOwn(defaults, key) ? defaults[key] : undefined;
    const instead = fallback === undefined ? 'the key is ignored' : `the built-in ${JSON.stringify(fallback)} is used`;
    report({ key, message: `${JSON.stringify(value)} ${why}; ${instead}` });
    if (fallback === undefined) delete checked[key];
    else checked[key] = fallback;
  }
  return checked;
}
