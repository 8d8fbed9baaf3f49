// Full-document navigation in one place, so the runtime's redirects (/login, /error, /SignOut) can
// be observed in tests without a real page load.
export function navigate(url: string): void {
  location.assign(url);
}
