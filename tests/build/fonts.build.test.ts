// Brand web fonts in real bundles: a partner whose theme names one gets it self-hosted with
// font-display: swap, a metric-matched fallback face and a preload; a partner without one loads none.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBuiltPartners } from '../helpers/built-partners.ts';

const distDirOf = withBuiltPartners(['united', 'delta']);

const page = (slug: string, file = 'index.html') => readFileSync(path.join(distDirOf(), slug, file), 'utf8');

describe('brand web fonts', () => {
  it('self-hosts the partner font with swap, a metric-matched fallback and a preload', () => {
    const html = page('united');
    const preload = /<link rel="preload" href="(\/_astro\/fonts\/[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin/.exec(html);
    expect(preload, 'font preload').not.toBeNull();
    expect(existsSync(path.join(distDirOf(), 'united', preload![1]!))).toBe(true);
    const faces = [...html.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!);
    const [font, fallback] = [faces.find((f) => f.includes('woff2')), faces.find((f) => f.includes('local('))];
    expect(font).toContain('font-display:swap');
    expect(fallback).toMatch(/size-adjust:[\d.]+%/);
    expect(fallback).toMatch(/ascent-override:[\d.]+%/);
    // The theme puts the font's variable in front of the partner's own stack.
    expect(html).toMatch(/--font-inter:Inter[^;]*fallback[^;]*sans-serif/);
    expect(html).toMatch(/--[\w-]+:var\(--font-inter\), system-ui/);
  });

  it('loads no web font for a partner whose theme names none, and ships none in its bundle', () => {
    const html = page('delta');
    expect(html).not.toContain('@font-face');
    expect(html).not.toContain('as="font"');
    // One render emits every partner's assets; delta's bundle copies only what its pages reach.
    expect(existsSync(path.join(distDirOf(), 'delta', '_astro', 'fonts'))).toBe(false);
    expect(existsSync(path.join(distDirOf(), 'united', '_astro', 'fonts'))).toBe(true);
  });
});
