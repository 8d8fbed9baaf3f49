// `nginx.conf` for one bundle: the bundle's `_redirects` and `_headers` as an nginx `server { }`
// block, served the way our static server (scripts/serve/static-server.ts) serves them. Both read
// the two files with the same parser and match paths with the same regular expressions, so the
// rules cannot drift apart; the tests compare the two servers request by request
// (tests/build/nginx-config.test.ts).
//
// How a request for path P is answered, on both servers:
// - `/api/...` goes to the partner's backend, with X-Forwarded-For and X-Forwarded-Proto.
// - Anything but GET and HEAD: 405.
// - A path with a segment that starts with "." once decoded (`/.report.html`, `/%2Ereport`,
//   `//.git/x`): 404, before any rule. Dot-files, such as the editors' content report, are not content.
// - A file of the bundle (P, P/index.html or P.html; never `_redirects`, `_headers` or this file)
//   is served as is: existing files shadow rules, as on Netlify.
// - Otherwise the first `_redirects` rule that matches: 301/302 redirect (a `:splat` or `:name`
//   filled in, the query string kept unless the target has its own), 200 serves the target file.
// - Otherwise 404.html with status 404.
// Headers are those `_headers` gives P (the redirect's and the rewrite's too); the 404 page gets
// those of /404.html.
//
// Ops fill four placeholders (envsubst syntax, README "Ops: deploy a bundle"); nginx refuses the
// file while any is left.
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hiddenFiles, parseHeaders, parseRedirects } from '../serve/static-server.ts';

export const nginxPlaceholders = {
  LISTEN: 'what nginx listens on: a port (8080) or address:port',
  SERVER_NAME: "the partner site's host name(s)",
  BUNDLE_ROOT: 'the absolute path of the deployed bundle folder',
  API_UPSTREAM: "the partner's backend, without a trailing slash (API_BASE_URL with {partner} filled in)",
} as const;
export type NginxPlaceholder = keyof typeof nginxPlaceholders;

/** Content types by extension, as the static server sends them. */
const types: [type: string, extensions: string][] = [
  ['text/html', 'html'],
  ['text/javascript', 'js'],
  ['text/css', 'css'],
  ['application/json', 'json'],
  ['application/manifest+json', 'webmanifest'],
  ['image/svg+xml', 'svg'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg jpeg'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/x-icon', 'ico'],
  ['text/plain', 'txt'],
  ['font/woff2', 'woff2'],
];
// text/html is in both lists already.
const charsetTypes = 'text/javascript text/css application/json text/plain';
const gzipTypes = 'text/javascript text/css application/json text/plain application/manifest+json image/svg+xml';

export class NginxConfigError extends Error {}

/** A string as one nginx token: quoted, with the parser's escapes; `$` would start a variable. */
function quote(value: string, what: string, variables = false): string {
  if (value.includes('$') && !variables) throw new NginxConfigError(`${what} contains "$", which nginx reads as a variable: ${value}`);
  if (/[\r\n]/.test(value)) throw new NginxConfigError(`${what} spans lines: ${JSON.stringify(value)}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The static server's RegExp as PCRE source (same syntax; JS escapes "/", PCRE needs not). */
const pcre = (pattern: RegExp): string =>
  pattern.source.replace(/\\(.)/gs, (escape: string, char: string) => (char === '/' ? '/' : escape));

/** The same expression with its named groups made non-capturing (header matching needs no values). */
const nonCapturing = (source: string): string => source.replace(/\(\?<([A-Za-z_]\w*)>/g, '(?:');

const groupNames = (source: string): string[] => [...source.matchAll(/\(\?<([A-Za-z_]\w*)>/g)].map((match) => match[1]!);

/** A rule's target with its placeholders as nginx captures ($1: the first named group, …). */
function redirectTarget(to: string, source: string): string {
  const groups = groupNames(source);
  if (to.includes('$')) throw new NginxConfigError(`_redirects target contains "$", which nginx reads as a variable: ${to}`);
  return to.replace(/:([A-Za-z_]\w*)/g, (match, key: string) => {
    const index = groups.indexOf(key) + 1;
    if (index === 0) return match; // not a placeholder of this rule: kept as written, like the static server
    if (index > 9) throw new NginxConfigError(`_redirects rule has more than nine placeholders: ${to}`);
    return `$${index}`;
  });
}

type HeaderBlock = ReturnType<typeof parseHeaders>[number];

/** What `_headers` gives a path that matches exactly `blocks` (the static server's headersFor). */
export function headersOfBlocks(blocks: readonly HeaderBlock[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of blocks) {
    for (const name of block.unset) delete out[name];
    for (const [name, value] of block.set) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

const headerCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
const variableOf = (name: string) => `$bundle_h_${name.replace(/[^a-z0-9]/g, '_')}`;

/** The raw path patterns of `_headers`, in the order parseHeaders returns its blocks. */
const headerPatterns = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#') && !/^\s/.test(line))
    .map((line) => line.trim());

/** First existing candidate of the static server's findFile for a site path. */
function bundleFile(sitePath: string, hasFile: (file: string) => boolean): string | undefined {
  const base = path.posix.normalize(sitePath);
  const hidden = hiddenFiles.some((name) => base.endsWith(`/${name}`)) || base.split('/').some((segment) => segment.startsWith('.'));
  return [hidden ? '/' : base, path.posix.join(base, 'index.html'), `${base}.html`].find(
    (candidate) => !candidate.endsWith('/') && hasFile(candidate),
  );
}

export interface NginxConfigInput {
  slug: string;
  /** `_redirects` and `_headers` as the bundle has them. */
  redirects: string;
  headers: string;
  /** Whether the bundle has this file ('/404.html', '/account/overview/index.html'). */
  hasFile: (file: string) => boolean;
}

/** The `server { }` block for one bundle. Throws NginxConfigError for a rule nginx cannot mirror. */
export function nginxConfig({ slug, redirects, headers, hasFile }: NginxConfigInput): string {
  const blocks = parseHeaders(headers);
  const patterns = headerPatterns(headers);
  if (blocks.length > 8) throw new NginxConfigError(`_headers has ${blocks.length} path patterns; nginx.conf supports up to 8`);

  // Content-Type cannot be added as a second header: a path given one gets its own location.
  const typedPaths: [string, string][] = [];
  blocks.forEach((block, index) => {
    if (!block.set.some(([name]) => name === 'content-type')) return;
    const literal = patterns[index]!.replace(/\/+$/, '');
    if (/[*:]/.test(literal) || !hasFile(literal))
      throw new NginxConfigError(
        `_headers sets Content-Type for ${patterns[index]}: nginx.conf supports that only for one file of the bundle`,
      );
    const type = headersOfBlocks(blocks.filter((candidate) => candidate.pattern.test(literal)))['content-type'];
    if (type) typedPaths.push([literal, type]);
  });

  // Every header name, and its value for each combination of matching blocks (the combination is
  // worked out per request from the path, before any location is chosen).
  const names = [...new Set(blocks.flatMap((block) => [...block.set.map(([name]) => name), ...block.unset]))].filter(
    (name) => name !== 'content-type',
  );
  // A literal pattern (/worker.js) fixes the combination of the paths it matches; any mix of
  // wildcard patterns may occur.
  const isLiteral = (index: number) => !/[*:]/.test(patterns[index]!);
  const masks = new Set<number>();
  const wildcards = blocks.map((_, index) => index).filter((index) => !isLiteral(index));
  for (let subset = 1; subset < 1 << wildcards.length; subset++) {
    masks.add(wildcards.reduce((mask, index, bit) => (subset & (1 << bit) ? mask | (1 << index) : mask), 0));
  }
  blocks.forEach((_, index) => {
    if (!isLiteral(index)) return;
    const literal = patterns[index]!.replace(/\/+$/, '');
    for (const sample of [literal || '/', `${literal}/`]) {
      masks.add(blocks.reduce((mask, block, other) => (block.pattern.test(sample) ? mask | (1 << other) : mask), 0));
    }
  });
  const combinations: string[] = [];
  for (const mask of [...masks].sort((a, b) => a - b)) {
    const chosen = blocks.filter((_, index) => mask & (1 << index));
    const values = headersOfBlocks(chosen);
    const sets = names.filter((name) => values[name]).map((name) => `set ${variableOf(name)} ${quote(values[name]!, `_headers ${name}`)};`);
    if (sets.length === 0) continue;
    const key = blocks.map((_, index) => (mask & (1 << index) ? `.${index}` : '')).join('');
    combinations.push(`  if ($bundle_headers = "${key}") {\n${sets.map((line) => `    ${line}`).join('\n')}\n  }`);
  }
  const headerLines = names.map((name) => `add_header ${headerCase(name)} ${variableOf(name)} always;`);

  const rules = parseRedirects(redirects).flatMap((rule) => {
    const source = pcre(rule.pattern);
    if (rule.force) throw new NginxConfigError(`_redirects rule to ${rule.to} is forced (!): nginx.conf does not support forced rules`);
    if (rule.status === 301 || rule.status === 302) {
      const target = redirectTarget(rule.to, source);
      // nginx appends the query string unless the target ends in "?" (the static server keeps a
      // target's own query instead of the request's).
      return [
        `rewrite ${quote(source, 'regex', true)} ${quote(target + (target.includes('?') ? '?' : ''), 'target', true)} ${rule.status === 301 ? 'permanent' : 'redirect'};`,
      ];
    }
    if (rule.status === 200) {
      if (/:[A-Za-z_]/.test(rule.to))
        throw new NginxConfigError(`_redirects rewrite to ${rule.to} has a placeholder: nginx.conf does not support that`);
      const file = bundleFile(rule.to, hasFile);
      // The static server tries the next rule when the target is missing; leaving it out does that.
      return file ? [`rewrite ${quote(source, 'regex', true)} ${quote(file, 'target')} break;`] : [];
    }
    throw new NginxConfigError(`_redirects rule to ${rule.to} has status ${rule.status}: nginx.conf supports 200, 301 and 302`);
  });

  const methods = `if ($request_method !~ ^(GET|HEAD)$) {\n      add_header Allow "GET, HEAD" always;\n      return 405;\n    }`;
  const fileLocation = (match: string, tryFiles: string, extra: string[] = []) =>
    [
      `  location ${match} {`,
      `    ${methods}`,
      ...extra.map((line) => `    ${line}`),
      `    try_files ${tryFiles} @rules;`,
      ...headerLines.map((line) => `    ${line}`),
      '  }',
    ].join('\n');
  const hidden = hiddenFiles.map((name) => name.replace(/\./g, '\\.')).join('|');

  return `# nginx server block for the ${slug} bundle, generated from its _redirects and _headers.
# Fill the placeholders before use (README, "Ops: deploy a bundle"), e.g.
#   envsubst '${Object.keys(nginxPlaceholders)
    .map((name) => `\${${name}}`)
    .join(' ')}' < nginx.conf > /etc/nginx/conf.d/${slug}.conf
${Object.entries(nginxPlaceholders)
  .map(([name, meaning]) => `#   ${name}: ${meaning}`)
  .join('\n')}
# It goes in nginx's http { } context. It answers like our static server: files first, then the
# _redirects rules in order, then 404.html with status 404; /api/ goes to the partner's backend.
server {
  listen \${LISTEN};
  server_name \${SERVER_NAME};
  root \${BUNDLE_ROOT};
  absolute_redirect off;
  # Paths match the rules as sent: /account//x is not /account/x (the static server does not merge).
  merge_slashes off;
  server_tokens off;
  charset utf-8;
  charset_types ${charsetTypes};
  gzip on;
  gzip_vary on;
  gzip_types ${gzipTypes};
  default_type application/octet-stream;
  types {
${types.map(([type, extensions]) => `    ${type} ${extensions};`).join('\n')}
  }
${hasFile('/404.html') ? '  error_page 404 /404.html;\n' : ''}
  # _headers: which of its path patterns match this path (again for the 404 page), then the
  # headers that combination gives.
${names.map((name) => `  set ${variableOf(name)} "";`).join('\n')}
  set $bundle_headers "";
${blocks.map((block, index) => `  if ($uri ~ ${quote(nonCapturing(pcre(block.pattern)), 'regex', true)}) {\n    set $bundle_headers "$bundle_headers.${index}";\n  }`).join('\n')}
${combinations.join('\n')}

  # The scheme the browser used, for the backend's Secure cookie flag (it trusts X-Forwarded-Proto):
  # https when this server speaks TLS itself, whatever the request claims; else what a TLS
  # terminator in front of it says (its X-Forwarded-Proto); else http. A claim can only add Secure,
  # never take it away from an https request. Set here, not in the /api/ location: an "if" there
  # would drop proxy_pass's path. A terminator in front must send X-Forwarded-Proto (most do).
  set $bundle_forwarded_proto $http_x_forwarded_proto;
  if ($bundle_forwarded_proto = "") {
    set $bundle_forwarded_proto $scheme;
  }
  if ($scheme = https) {
    set $bundle_forwarded_proto https;
  }

  location ^~ /api/ {
    proxy_pass \${API_UPSTREAM}/api/;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $bundle_forwarded_proto;
    proxy_redirect off;
    proxy_ssl_server_name on;
  }

${typedPaths.map(([file, type]) => fileLocation(`= ${file}`, '$uri', [`types { }`, `default_type ${quote(type, 'Content-Type')};`])).join('\n\n')}

  # Dot-files and dot-folders (the editors' .report.html) are not content, under any spelling:
  # nginx matches the decoded path, so /%2Ereport and //.report land here too. Before the other
  # regex locations, and before any _redirects rule (/merchants/.report is no merchant page).
  location ~ "/\\." {
    ${methods}
    return 404;
  }

  # Configuration files are not content: only their folder-style candidates count.
${fileLocation(`~ "(^|/)(${hidden})$"`, '$uri/index.html $uri.html')}

${fileLocation('~ /$', '${uri}index.html ${uri}.html')}

${fileLocation('/', '$uri $uri/index.html $uri.html')}

  # _redirects, first match wins.
  location @rules {
${headerLines.map((line) => `    ${line}`).join('\n')}
${rules.map((line) => `    ${line}`).join('\n')}
    return 404;
  }
}
`;
}

/** Fills the placeholders (for a deploy script or the tests); every one must be given. */
export function fillNginxPlaceholders(config: string, values: Record<NginxPlaceholder, string>): string {
  return config.replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => (name in values ? values[name as NginxPlaceholder] : match));
}

/** Writes `nginx.conf` into a bundle folder from its `_redirects` and `_headers` (as written there). */
export function writeNginxConfig(bundleDir: string, slug: string, rules: { redirects: string; headers: string }): void {
  const config = nginxConfig({
    slug,
    ...rules,
    hasFile: (file) => statSync(path.join(bundleDir, file), { throwIfNoEntry: false })?.isFile() ?? false,
  });
  writeFileSync(path.join(bundleDir, 'nginx.conf'), config);
}
