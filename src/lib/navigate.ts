// Full-document navigation in one place, so the runtime's redirects (/login, /error, /SignOut) can
// be observed in tests without a real page load.
export function navigate(url: string): void {
  location.assign(url);
}

/** Where a page turns the visitor away by itself (a signed-in member on /login, an activation
 *  outcome, a recovery step opened out of order): replaced in the history, so Back does not land on
 *  a page that only sends them on again. A step the member takes uses navigate(). */
export function replacePage(url: string): void {
  location.replace(url);
}
