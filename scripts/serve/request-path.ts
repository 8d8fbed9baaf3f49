// What a request path may ask of a bundle, decided before anything touches the disk (issue #22,
// items 18 and 21). nginx refuses the same paths on its own (400 for a NUL, a bad escape or a way
// above the root), and nginx.conf answers hidden paths with 404 as this does.

export type RequestPath =
  /** Not a path any page has or any browser sends for a link: 400. */
  | { kind: 'refused' }
  /** A dot-file or dot-folder under any spelling (the editors' `.report.html`): answered as absent. */
  | { kind: 'hidden' }
  /** The path with its escapes decoded once. */
  | { kind: 'site'; decoded: string };

/** Control characters (NUL, CR, LF, DEL…) and the backslash, which some file systems read as "/". */
function hasForbiddenCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * Reads a URL pathname (as `new URL` leaves it: `.` and `..` segments written plainly or as `%2e`
 * are resolved already). Refused: an escape that does not decode to UTF-8 (`%ff`, `%zz`, an
 * overlong or a lone surrogate), a control character or backslash, and a `..` segment that only
 * decoding reveals (`..%2f`). Hidden: any segment that starts with "." once decoded (`/.report`,
 * `/%2Ereport`, `//.git/config`).
 */
export function readRequestPath(pathname: string): RequestPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'refused' };
  }
  if (hasForbiddenCharacter(decoded)) return { kind: 'refused' };
  const segments = decoded.split('/');
  if (segments.includes('..')) return { kind: 'refused' };
  if (segments.some((segment) => segment.startsWith('.'))) return { kind: 'hidden' };
  return { kind: 'site', decoded };
}

/** The URL of a request target in origin form (`/a/b?c`); undefined for any other form. */
export function urlOf(target: string | undefined): URL | undefined {
  // `new URL('//x/y', base)` would read "x" as a host: the target is appended to a fixed origin.
  if (!target?.startsWith('/')) return undefined;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return undefined;
  }
}
