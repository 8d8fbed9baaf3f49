// Where a shell link opens (spec 000 §2: "External links open in a new tab with the label 'Opens
// in a new tab'"). The same rule as links in copy and rich text (isExternalLink): another origin
// than the partner's site is external; relative, mailto:, tel: and the site's own host are not.
import { isExternalLink } from '../../content/render-copy.ts';
import type { Site } from '../../site/types.ts';

export interface NewTabAttributes {
  target: '_blank';
  /** The opened page gets no handle on this one, and no referrer. */
  rel: 'noopener noreferrer';
}

/** The attributes that open `href` in a new tab, or undefined when it stays in this tab. */
export function newTabAttributes(site: Site, href: string): NewTabAttributes | undefined {
  return isExternalLink(site, href) ? { target: '_blank', rel: 'noopener noreferrer' } : undefined;
}
