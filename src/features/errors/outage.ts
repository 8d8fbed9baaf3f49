// Outage pages (spec 000 §2): the message is chosen by path: /login a login issue, /join an
// enrollment issue, anything else a generic one. What triggers an outage is not in the spec: we
// read the feature flags' `authFlags.outage` at build time (true = every page, or a list of path
// prefixes), so ops can switch it on with a flags change and a rebuild (docs/decisions.md).
import { joinPath, loginPath } from '../../site/paths.ts';
import type { Site } from '../../site/types.ts';

export type OutageKind = 'login' | 'enrollment' | 'generic';

export function outageFor(site: Site, path: string): OutageKind | undefined {
  const flag = site.flags.authFlags['outage'];
  const applies =
    flag === true ||
    (Array.isArray(flag) &&
      flag.some((prefix) => typeof prefix === 'string' && (path === prefix || path.startsWith(`${prefix.replace(/\/$/, '')}/`))));
  if (!applies) return undefined;
  if (path === loginPath || path === '/Login') return 'login';
  if (path === joinPath) return 'enrollment';
  return 'generic';
}
