// What a build does with what the CMS and the flags answer (issue #22 items 13, 22, 24): a scripted
// CMS stand-in and a stand-in renderer, so only the pull, the checks and the bundle are real.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPartner } from '../../partners/index.ts';
import type { Partner } from '../../partners/schema.ts';
import { buildPartners, type BuildOptions } from '../../scripts/build/build.ts';
import { sandboxProviders } from '../../scripts/build/providers.ts';
import type { Renderer } from '../../scripts/build/render.ts';
import type { Site } from '../../src/site/types.ts';
import { json, scriptedServer, type Handler } from '../helpers/http.ts';

let distDir: string;
let server: Awaited<ReturnType<typeof scriptedServer>> | undefined;
let lines: string[];
let rendered: Site[];

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'cms-build-'));
  lines = [];
  rendered = [];
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(distDir, { recursive: true, force: true });
});

/** Writes the few pages a bundle needs, and keeps each Site it was given. */
const render: Renderer = async (sites, outDir) => {
  for (const site of sites) {
    rendered.push(site);
    for (const page of ['', '404', 'offline']) {
      mkdirSync(path.join(outDir, site.slug, page), { recursive: true });
      writeFileSync(path.join(outDir, site.slug, page, 'index.html'), `<html><body>${site.settings.name}</body></html>`);
    }
  }
  mkdirSync(path.join(outDir, '_astro'), { recursive: true });
  await Promise.resolve();
};

/** A CMS and flags stand-in for every partner at `/{partner}/…`; `handler` sees the path after the slug. */
async function cms(handler: (path: string, res: Parameters<Handler>[1]) => void) {
  server = await scriptedServer((req, res) => handler((req.url ?? '').replace(/^\/[^/]+/, ''), res));
  return server;
}

const build = (options: Partial<BuildOptions> = {}) =>
  buildPartners({
    partners: ['delta'],
    distDir,
    sources: {
      cmsBase: `${server!.url}/{partner}`,
      apiBase: `${server!.url}/{partner}`,
      providers: sandboxProviders(server!.url, 'http://127.0.0.1:9'),
      production: false,
    },
    log: (line) => lines.push(line),
    backoffMs: 1,
    render,
    force: true,
    ...options,
  });

const readBundle = (slug: string, file: string) => readFileSync(path.join(distDir, slug, file), 'utf8');
const globalSet = (entries: unknown[]) => ({ data: entries });

describe('feature flags that move the CMS pull (item 13)', () => {
  it('pull the sets from the route and in the preview mode the flags name, and partner.json says so truthfully', async () => {
    await cms((at, res) => {
      if (at === '/api/feature-flags') return json(res, 200, { partnerFeatureFlags: { cmsPreview: true, cmsRoute: '/cms/v2' } });
      if (at === '/cms/v2/pages/*/?page_size=100&preview=1') {
        return json(res, 200, globalSet([{ slug: 'copy', fields: { copy: { 'auth.signIn': 'Preview sign in' } } }]));
      }
      if (at.startsWith('/cms/v2/pages/') && at.endsWith('&preview=1')) return json(res, 200, { data: [] });
      json(res, 404, {});
    });
    const [delta] = await build();
    expect(delta).toMatchObject({ result: 'built' });
    expect(server!.hits.filter((hit) => hit.includes('/api/cms/'))).toEqual([]);
    expect(rendered[0]!.copy['auth.signIn']).toBe('Preview sign in');
    expect(JSON.parse(readBundle('delta', 'partner.json'))).toMatchObject({ cmsPreview: true, cmsRoute: '/cms/v2' });
  });
});

describe('a CMS that answers 404 (item 22)', () => {
  const everySet404 = () => cms((at, res) => (at === '/api/feature-flags' ? json(res, 200, {}) : json(res, 404, { message: 'Not Found' })));

  it('to every set: a loud warning naming partner, set and URL; the build goes on', async () => {
    await everySet404();
    const [delta] = await build();
    expect(delta).toMatchObject({ result: 'built' });
    const url = `${server!.url}/delta/api/cms/pages/*/?page_size=100`;
    expect(lines).toContain(
      `delta  warning: the CMS answered 404 for every content set (set "*" at ${url}): check CMS_BASE_URL; this build has no CMS content`,
    );
    expect(delta!.warnings).toBeGreaterThan(0);
  });

  it('to the global set only: a warning naming it', async () => {
    await cms((at, res) => {
      if (at === '/api/feature-flags') return json(res, 200, {});
      if (at.startsWith('/api/cms/pages/*/')) return json(res, 404, {});
      json(res, 200, { data: [] });
    });
    await build();
    const url = `${server!.url}/delta/api/cms/pages/*/?page_size=100`;
    expect(lines).toContain(
      `delta  warning: the CMS answered 404 for the global set (set "*" at ${url}): no navbar, footer, copy or site settings from the CMS`,
    );
  });

  it('fails the partner under --strict, naming partner, set and URL, and leaves the previous bundle as it was', async () => {
    mkdirSync(path.join(distDir, 'delta'), { recursive: true });
    writeFileSync(path.join(distDir, 'delta', 'index.html'), 'the previous bundle');
    await everySet404();
    const [delta] = await build({ strict: true });
    const url = `${server!.url}/delta/api/cms/pages/*/?page_size=100`;
    expect(delta).toMatchObject({ result: 'failed' });
    expect(delta!.error).toBe(
      `delta: the CMS answered 404 for every content set (set "*" at ${url}): check CMS_BASE_URL; this build has no CMS content, and --strict is on`,
    );
    expect(readBundle('delta', 'index.html')).toBe('the previous bundle');
    expect(existsSync(path.join(distDir, '.staging-delta'))).toBe(false);
  });
});

describe('the CMS page setting that moves the API and CMS bases (item 24)', () => {
  const withSite = (site: Record<string, unknown>) =>
    cms((at, res) => {
      if (at === '/api/feature-flags') return json(res, 200, {});
      if (at.startsWith('/api/cms/pages/*/')) return json(res, 200, globalSet([{ slug: 'site', fields: site }]));
      json(res, 200, { data: [] });
    });
  const cspOf = (slug: string) => /Content-Security-Policy: ([^\n]*)/.exec(readBundle(slug, '_headers'))?.[1] ?? '';

  it('ignores an origin the partner config does not list, with a warning, and keeps it out of the CSP', async () => {
    await withSite({ api_base: 'https://evil.example/api', cms_base: 'https://cms.evil.example' });
    const [delta] = await build();
    expect(delta).toMatchObject({ result: 'built' });
    const site = rendered[0]!.content.global.site;
    expect(site?.api_base).toBeUndefined();
    expect(site?.cms_base).toBeUndefined();
    expect(cspOf('delta')).not.toContain('evil.example');
    expect(lines).toContain(
      `delta  warning: */site: api_base: https://evil.example is not an origin this partner allows (${server!.url}); the API base is left as it was`,
    );
    expect(lines.some((line) => line.startsWith('delta  warning: */site: cms_base: https://cms.evil.example is not'))).toBe(true);
  });

  it('keeps an origin the partner config lists', async () => {
    const listed: Partner = { ...loadPartner('delta'), slug: 'delta-listed' };
    listed.sources = { ...listed.sources, apiOrigins: ['https://api.partner.example'] };
    await withSite({ api_base: 'https://api.partner.example/v2' });
    await build({ partners: ['delta', 'delta-listed'], extraPartners: [listed] });
    expect(rendered.find((site) => site.slug === 'delta-listed')!.content.global.site?.api_base).toBe('https://api.partner.example/v2');
    expect(cspOf('delta-listed')).toContain("connect-src 'self' https://api.partner.example");
    // The registry's delta lists none: only the build's own API origin would do.
    expect(rendered.find((site) => site.slug === 'delta')!.content.global.site?.api_base).toBeUndefined();
  });

  it("keeps the build's own API origin when the partner config lists none", async () => {
    await cms((at, res) => {
      if (at === '/api/feature-flags') return json(res, 200, {});
      if (at.startsWith('/api/cms/pages/*/'))
        return json(res, 200, globalSet([{ slug: 'site', fields: { api_base: `${server!.url}/v2` } }]));
      json(res, 200, { data: [] });
    });
    await build();
    expect(rendered[0]!.content.global.site?.api_base).toBe(`${server!.url}/v2`);
    expect(lines.filter((line) => line.includes('api_base'))).toEqual([]);
  });
});
