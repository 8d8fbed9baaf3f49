import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineScriptHashes, redirectsFile } from '../../scripts/build/headers.ts';
import { productionProviders } from '../../scripts/build/providers.ts';
import { siteWith } from '../helpers/sites.ts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('bundle headers', () => {
  it('hashes each distinct inline script and ignores external ones', () => {
    const pages = ['<script>a()</script><script src="/x.js"></script>', '<script type="module">a()</script><script>b()</script>'];
    expect(inlineScriptHashes(pages)).toEqual([sha('a()'), sha('b()')].sort());
  });

  it('hashes only script elements of the parsed document, never script-like text in CMS content', () => {
    const real = "document.documentElement.dataset.js = 'on'";
    const page = [
      '<!doctype html><html><head>',
      `<script>${real}</script>`,
      '</head><body>',
      // An editor's image alt (and any attribute) is text, however it is quoted.
      '<img alt="<script>alert(document.domain)</script>" src="/a.png">',
      '<a title=\'<script>alert(1)</script>\' href="/">x</a>',
      '<!-- <script>alert(2)</script> -->',
      '<textarea><script>alert(3)</script></textarea>',
      '<title><script>alert(4)</script></title>',
      // Template and noscript contents never run as part of this page.
      '<template><script>alert(5)</script></template>',
      '<noscript><script>alert(6)</script></noscript>',
      // Data blocks are not executed, so CSP does not need them.
      '<script type="application/json">{"a":"<b>"}</script>',
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes([page])).toEqual([sha(real)]);
  });

  it('hashes the exact text the browser runs: raw, entities not decoded, line endings normalised', () => {
    const pages = ['<SCRIPT type="module">if (a < b && c) x("&amp;")</SCRIPT>', '<script>a();\r\nb()</script>'];
    expect(inlineScriptHashes(pages)).toEqual([sha('if (a < b && c) x("&amp;")'), sha('a();\nb()')].sort());
  });

  it('allows only self, the inline-script hashes and the build providers to run scripts', () => {
    const site = siteWith('delta');
    const csp = contentSecurityPolicy(site, [sha('a()')]);
    expect(csp).toContain(`script-src 'self' ${sha('a()')} http://127.0.0.1:4601`);
    expect(csp).toContain('frame-src http://127.0.0.1:4601');
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("adds Google's origins when the build uses production reCAPTCHA", () => {
    const site = { ...siteWith('delta', {}, true), providers: productionProviders({}, true) };
    const csp = contentSecurityPolicy(site, []);
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/);
  });

  it('caches hashed assets for a year and makes HTML and the worker revalidate', () => {
    const file = headersFile(siteWith('delta'), []);
    expect(file).toMatch(/\/_astro\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(file).toMatch(/\/worker\.js\n {2}! Cache-Control\n {2}Cache-Control: no-cache/);
  });

  it('writes one rule per line in from / to / status order', () => {
    const lines = redirectsFile(siteWith('delta'))
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    for (const line of lines) expect(line.split(/\s+/)).toHaveLength(3);
  });
});
