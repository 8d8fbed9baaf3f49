// The dev server's generated input: one partner's Site, pulled and resolved the way the build does
// it (scripts/build/build.ts `prepare`: flags, then the CMS sets, then resolveSite and the trusted
// bases), written where `virtual:sites` (src/site/vite-sites.ts) reads it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPartner } from '../../partners/index.ts';
import { setNames } from '../../src/content/models/content-sets.ts';
import { formatWarning, resolveSite } from '../../src/site/resolve.ts';
import type { Site } from '../../src/site/types.ts';
import { withTrustedBases } from '../build/base-origins.ts';
import type { Sources } from '../build/build.ts';
import { cmsNotFoundProblem, pullPartnerFrom } from '../build/pull.ts';

/** Pulls and resolves `slug`'s Site; content warnings go to `log`, as in a build. */
export async function pullSite(slug: string, sources: Sources, log: (line: string) => void): Promise<Site> {
  const partner = loadPartner(slug);
  const { bases, pulled } = await pullPartnerFrom(partner, sources);
  const problem = cmsNotFoundProblem(pulled, setNames.length);
  if (problem) log(`${slug}  warning: ${problem}`);
  const report = (warning: string) => log(`${slug}  warning: ${warning}`);
  const { providers, production } = sources;
  const resolved = resolveSite({ partner, flags: pulled.flags, sets: pulled.sets, providers, production, report });
  return withTrustedBases(resolved, { ...bases, listed: partner.sources.apiOrigins }, (where) =>
    report(formatWarning({ partner: slug, ...where })),
  );
}

/**
 * Writes the sites file in a folder of its own (never the build's `.build/work-*`), so a dev server
 * and a build running at the same time never read each other's input. Returns the file's path.
 */
export function writeSitesFile(sites: readonly Site[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dining-dev-')), 'sites.json');
  writeFileSync(file, JSON.stringify(sites));
  return file;
}
