// Path-prefix patterns shared by the announcement and survey rules: "/account" covers "/account"
// and "/account/overview" but not "/accounting"; a trailing "/" or "/*" is allowed; "/" covers
// every path. Compared case-insensitively (the product has both /login and /Login).

function normalize(path: string): string {
  const trimmed = path.toLowerCase().replace(/\*$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function matchesPathPrefix(path: string, pattern: string): boolean {
  const prefix = normalize(pattern);
  if (prefix === '/') return true;
  const current = normalize(path);
  return current === prefix || current.startsWith(`${prefix}/`);
}

export function matchesAnyPrefix(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesPathPrefix(path, pattern));
}
