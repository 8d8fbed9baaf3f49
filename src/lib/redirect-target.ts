// Every redirect target taken from the address, storage or a form (the login redirect, the last
// path, `returnUrl`, the activation `rfr` targets) goes through here: it is parsed as a URL against
// the site's own origin and kept only if it stays there. String checks ("starts with / but not //")
// miss what the URL parser itself does: it drops tabs and line breaks and reads "\" as "/", so
// "/\t/evil.example/x" and "/\evil.example" both lead off-site. Parsing first closes every such gap.

/** The same-origin path (with query and hash) `target` leads to, or undefined when it leaves `origin`. */
export function sameOriginPath(target: unknown, origin: string): string | undefined {
  if (typeof target !== 'string' || target.trim() === '') return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  // "http://site//evil.example" is same-origin, but its path "//evil.example" read again as a
  // target would be protocol-relative: collapse the leading slashes (linear: an anchored run).
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}

/** The first candidate that stays on `origin`, else `fallback` (which is trusted: our own path). */
export function firstSameOriginPath(candidates: readonly unknown[], origin: string, fallback: string): string {
  for (const candidate of candidates) {
    const path = sameOriginPath(candidate, origin);
    if (path !== undefined) return path;
  }
  return fallback;
}
