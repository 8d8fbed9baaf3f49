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
