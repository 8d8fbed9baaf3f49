// The activate link carries the stored public id (spec 000 §2: "The activate link carries a query
// parameter holding a stored public id"; §4 "Activation" sends a visitor without one to /join).
// Static HTML cannot know the id, so the browser adds it: to every activate link in the page at
// start-up, and to one rendered later (an island) as it is followed.
import { activatePath } from '../../site/paths.ts';
import { getCookie } from '../../lib/cookies.ts';
import { publicIdCookie } from '../../stores/known.ts';

/** The activation page; the `[[activate]]` marker links here (marker.activate.url). */
const activatePaths: ReadonlySet<string> = new Set([activatePath, '/activate/']);

/**
 * `href` with `public_id` added when it is a link to this site's activation page that names no
 * public id yet; undefined for any other link. Site-relative result (same origin only).
 */
export function withPublicId(href: string, publicId: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !activatePaths.has(url.pathname) || url.searchParams.has('public_id')) return undefined;
  url.searchParams.set('public_id', publicId);
  return `${url.pathname}${url.search}${url.hash}`;
}

function carry(link: Element, publicId: string): void {
  const href = link.getAttribute('href');
  const next = href === null ? undefined : withPublicId(href, publicId, location.origin);
  if (next !== undefined) link.setAttribute('href', next);
}

/** Adds the stored public id (the public_id cookie) to the page's activate links; nothing without one. */
export function carryPublicIdToActivateLinks(root: Document = document): void {
  const publicId = getCookie(publicIdCookie);
  if (!publicId) return;
  for (const link of root.querySelectorAll('a[href*="activate"]')) carry(link, publicId);
  // Capture phase: the href is right before the browser (or a script) follows it.
  const onFollow = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link) carry(link, publicId);
  };
  root.addEventListener('click', onFollow, true);
  root.addEventListener('auxclick', onFollow, true);
}
