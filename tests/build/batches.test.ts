// Rendering a large fleet in batches (issue #12), with a stand-in renderer: the real one is
// covered by batches.build.test.ts. Also the build's extra (synthetic) partners.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPartner, partnerSlugs } from '../../partners/index.ts';
import { buildPartners, selectPartners, type BuildOptions } from '../../scripts/build/build.ts';
import { inBatches, type Renderer } from '../../scripts/build/render.ts';
import { sandboxSources } from '../../scripts/build/sources.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';

describe('inBatches', () => {
  it('splits in order into batches of at most the size', () => {
    const fleet = Array.from({ length: 190 }, (_, index) => index);
    const batches = inBatches(fleet, 50);
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 50, 40]);
    expect(batches.flat()).toEqual(fleet);
    expect(inBatches(fleet.slice(0, 19), 50)).toEqual([fleet.slice(0, 19)]);
    expect(inBatches([1, 2], 0)).toEqual([[1], [2]]);
    expect(inBatches([], 50)).toEqual([]);
  });
});

describe('extra partners', () => {
  const copy = { ...loadPartner('delta'), slug: 'delta-2' };

  it('join the default selection and can be named', () => {
    expect(selectPartners(undefined, ['delta-2'])).toEqual([...partnerSlugs, 'delta-2']);
    expect(selectPartners(['nosh,delta-2'], ['delta-2'])).toEqual(['nosh', 'delta-2']);
    expect(() => selectPartners(['delta-3'], ['delta-2'])).toThrow(/unknown partner delta-3/);
    // Without extras, a normal build sees exactly the registry.
    expect(selectPartners(undefined)).toEqual([...partnerSlugs]);
    expect(() => selectPartners(['delta-2'])).toThrow(/unknown partner delta-2/);
  });

  it('may not take a registry slug or repeat one another', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'batches-dist-'));
    const sources = sandboxSources('http://127.0.0.1:9', 'http://127.0.0.1:9', {});
    await expect(buildPartners({ distDir, sources, extraPartners: [{ ...copy, slug: 'nosh' }] })).rejects.toThrow(
      'extra partner nosh: the slug is already taken',
    );
    await expect(buildPartners({ distDir, sources, extraPartners: [copy, copy] })).rejects.toThrow(
      'extra partner delta-2: the slug is already taken',
    );
    rmSync(distDir, { recursive: true, force: true });
  });
});

describe('a build in batches', () => {
  let sandbox: Sandbox;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'batches-sandbox-'));
  const distDir = mkdtempSync(path.join(tmpdir(), 'batches-dist-'));
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, dataDir, quiet: true, partnerAliases: { 'delta-2': 'delta', 'nosh-2': 'nosh' } });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  });

  /** Writes the few pages a bundle needs, and records each call and which earlier outputs still exist. */
  function standInRenderer() {
    const calls: { slugs: string[]; outDir: string; earlierStillThere: boolean }[] = [];
    const render: Renderer = async (sites, outDir) => {
      calls.push({ slugs: sites.map((site) => site.slug), outDir, earlierStillThere: calls.some((call) => existsSync(call.outDir)) });
      for (const site of sites) {
        for (const page of ['', '404', 'offline']) {
          mkdirSync(path.join(outDir, site.slug, page), { recursive: true });
          writeFileSync(
            path.join(outDir, site.slug, page, 'index.html'),
            `<html><body data-partner="${site.slug}">${site.settings.name}</body></html>`,
          );
        }
      }
      mkdirSync(path.join(outDir, '_astro'), { recursive: true });
      await Promise.resolve();
    };
    return { render, calls };
  }

  const build = (options: Partial<BuildOptions>) =>
    buildPartners({
      distDir,
      sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
      force: true,
      log: () => {},
      backoffMs: 1,
      ...options,
    });

  it('renders each batch in its own Astro run, removing one before the next, and bundles every partner', async () => {
    const { render, calls } = standInRenderer();
    const extraPartners = [
      { ...loadPartner('delta'), slug: 'delta-2' },
      { ...loadPartner('nosh'), slug: 'nosh-2' },
    ];
    const partners = ['delta', 'nosh', 'hilton', 'delta-2', 'nosh-2'];
    const results = await build({ partners, extraPartners, render, renderBatchSize: 2 });
    expect(results.map((r) => [r.slug, r.result])).toEqual(partners.map((slug) => [slug, 'built']));
    expect(calls.map((call) => call.slugs)).toEqual([['delta', 'nosh'], ['hilton', 'delta-2'], ['nosh-2']]);
    expect(calls.map((call) => call.earlierStillThere)).toEqual([false, false, false]);
    // A synthetic partner ships under its own slug with its base's settings and content.
    const copy = JSON.parse(readFileSync(path.join(distDir, 'delta-2', 'partner.json'), 'utf8')) as { slug: string; name: string };
    const base = JSON.parse(readFileSync(path.join(distDir, 'delta', 'partner.json'), 'utf8')) as { slug: string; name: string };
    expect(copy.slug).toBe('delta-2');
    expect(copy.name).toBe(base.name);
  });

  it('keeps a small fleet in one run by default', async () => {
    const { render, calls } = standInRenderer();
    await build({ partners: ['delta', 'nosh', 'hilton'], render });
    expect(calls.map((call) => call.slugs)).toEqual([['delta', 'nosh', 'hilton']]);
  });

  it("isolates one partner's render failure within its batch", async () => {
    const { render: good } = standInRenderer();
    const render: Renderer = async (sites, outDir) => {
      if (sites.some((site) => site.slug === 'hilton')) throw new Error('hilton cannot render');
      await good(sites, outDir);
    };
    const results = await build({ partners: ['delta', 'nosh', 'hilton', 'united'], render, renderBatchSize: 2 });
    expect(results.map((r) => [r.slug, r.result])).toEqual([
      ['delta', 'built'],
      ['nosh', 'built'],
      ['hilton', 'failed'],
      ['united', 'built'],
    ]);
    expect(results[2]!.error).toBe('hilton: page rendering failed: hilton cannot render');
  });
});
