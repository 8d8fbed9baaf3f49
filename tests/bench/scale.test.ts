// The scale bench's pieces (issue #12): the synthetic fleet of 190 and its sandbox aliases, and
// reading peak memory from GNU time's report.
import { describe, expect, it } from 'vitest';
import { loadPartner, partnerSlugs } from '../../partners/index.ts';
import { maxRssFromTimeReport, rssFromProcStatus, sandboxAliasArgs, scaleCopies, syntheticFleet } from '../../scripts/bench/scale.ts';

describe('the synthetic fleet', () => {
  it('repeats every registry config under new slugs: 19 x 10 = 190 with the registry', () => {
    const { partners, aliases } = syntheticFleet(scaleCopies);
    expect(partnerSlugs.length + partners.length).toBe(190);
    const slugs = partners.map((partner) => partner.slug);
    expect(new Set([...partnerSlugs, ...slugs]).size).toBe(190);
    expect(slugs.slice(0, 9)).toEqual([
      'american-2',
      'american-3',
      'american-4',
      'american-5',
      'american-6',
      'american-7',
      'american-8',
      'american-9',
      'american-10',
    ]);
    expect(slugs).toContain('free-spirit-10');
    for (const partner of partners) {
      const base = aliases[partner.slug]!;
      expect(partner.slug).toMatch(new RegExp(`^${base}-([2-9]|10)$`));
      // The base's config in every field but the slug.
      expect({ ...partner, slug: base }).toEqual(loadPartner(base));
    }
    expect(Object.keys(aliases)).toEqual(slugs);
  });

  it('is empty for one copy: the registry alone', () => {
    expect(syntheticFleet(1)).toEqual({ partners: [], aliases: {} });
    expect(sandboxAliasArgs(1)).toEqual([]);
  });

  it("hands the sandbox every copy's base partner", () => {
    const [flag, list] = sandboxAliasArgs(2);
    expect(flag).toBe('--alias');
    expect(list!.split(',')).toEqual(partnerSlugs.map((slug) => `${slug}-2=${slug}`));
  });

  it('does not share objects with the registry config (a copy cannot change its base)', () => {
    const [copy] = syntheticFleet(2).partners;
    copy!.settings.name = 'Changed';
    expect(loadPartner('american').settings.name).not.toBe('Changed');
  });
});

describe('memory figures', () => {
  it('reads the maximum resident set size in kB, and nothing when the line is missing', () => {
    const report = [
      '\tCommand being timed: "node scripts/bench/scale-child.ts"',
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:05.21',
      '\tMaximum resident set size (kbytes): 812344',
      '\tExit status: 0',
    ].join('\n');
    expect(maxRssFromTimeReport(report)).toBe(812344);
    expect(maxRssFromTimeReport('Command exited with non-zero status 1')).toBeUndefined();
  });

  it("reads a process's resident memory from /proc/<pid>/status, 0 for a process gone", () => {
    expect(rssFromProcStatus('Name:\tnode\nVmHWM:\t  900000 kB\nVmRSS:\t  812344 kB\nRssAnon:\t 700000 kB\n')).toBe(812344);
    expect(rssFromProcStatus('')).toBe(0);
  });
});
