// Turns one partner's slice of the Astro output into a self-contained deployable bundle
// (CONTRACTS §3), assembled in a staging folder and swapped in only when whole.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import type { Site } from '../../src/site/types.ts';
import { headersFile, inlineScriptHashes, redirectsFile } from './headers.ts';
import { measureBundleJs } from './js-weight.ts';
import { bundlePages } from './pages.ts';
import { brokenLinks, type BrokenLink } from './links.ts';
import { referencedAssets } from './referenced-assets.ts';
import { redirectRules } from '../../src/site/routes.ts';
import { webManifest, iconSvg } from './manifest.ts';
import { writeNginxConfig } from './nginx-config.ts';

export interface BundleStats {
  pages: number;
  /** Same-site links that lead nowhere, as warning lines. */
  linkWarnings: string[];
  /** The same links (the editors' content report lists them). */
  brokenLinks: BrokenLink[];
  /** Start-up JS of the heaviest page, gzipped. */
  jsGzipBytes: number;
  /** Start-up JS of each page, gzipped (the fleet report's figures per page kind). */
  jsPerPage: Record<string, number>;
}

export interface BuildManifest {
  slug: string;
  inputHash: string;
  contentHash: string;
  builtAt: string;
  versions: Record<string, string>;
  warnings: number;
}

/** Public settings after flags: what the bundle was built with, for ops and the front end. */
export function publicPartnerJson(site: Site, manifest: BuildManifest): object {
  return {
    slug: site.slug,
    ...site.settings,
    theme: site.theme,
    flags: site.flags,
    providers: {
      captchaScriptUrl: site.providers.captchaScriptUrl,
      captchaSiteKeyInvisible: site.providers.captchaSiteKeyInvisible,
      captchaSiteKeyVisible: site.providers.captchaSiteKeyVisible,
      cardFrameUrl: site.providers.cardFrameUrl,
      mapTileUrl: site.providers.mapTileUrl,
      surveyFormUrl: site.providers.surveyFormUrl,
    },
    production: site.production,
    build: manifest,
  };
}

export async function assembleBundle(opts: {
  site: Site;
  astroOut: string;
  stagingDir: string;
  logoFile: string;
  publicDir: string;
  workerTemplate: string;
  manifest: BuildManifest;
}): Promise<BundleStats> {
  const { site, astroOut, stagingDir } = opts;
  rmSync(stagingDir, { recursive: true, force: true });
  cpSync(path.join(astroOut, site.slug), stagingDir, { recursive: true });
  // Only the shared assets this partner's pages reach (not other partners' pictures and fonts).
  for (const asset of referencedAssets(stagingDir, path.join(astroOut, '_astro'))) {
    cpSync(path.join(astroOut, '_astro', asset), path.join(stagingDir, '_astro', asset));
  }
  // Astro copies public/ to the fleet's root; every bundle needs its own copy.
  if (existsSync(opts.publicDir)) cpSync(opts.publicDir, stagingDir, { recursive: true });
  const notFound = path.join(stagingDir, '404', 'index.html');
  renameSync(notFound, path.join(stagingDir, '404.html'));
  rmSync(path.join(stagingDir, '404'), { recursive: true, force: true });

  cpSync(opts.logoFile, path.join(stagingDir, 'logo.svg'));
  writeFileSync(path.join(stagingDir, 'icon.svg'), iconSvg(site));
  writeFileSync(path.join(stagingDir, 'manifest.webmanifest'), JSON.stringify(webManifest(site), null, 2));

  const htmlFiles = [...bundlePages(stagingDir)].map(([, file]) => file);
  const hashes = inlineScriptHashes(htmlFiles.map((file) => readFileSync(file, 'utf8')));
  const headers = headersFile(site, hashes);
  const redirects = redirectsFile(site);
  writeFileSync(path.join(stagingDir, '_headers'), headers);
  writeFileSync(path.join(stagingDir, '_redirects'), redirects);
  // The same rules for ops who serve the bundle with nginx (README, "Ops: deploy a bundle").
  writeNginxConfig(stagingDir, site.slug, { redirects, headers });
  writeFileSync(path.join(stagingDir, 'partner.json'), JSON.stringify(publicPartnerJson(site, opts.manifest), null, 2));
  writeFileSync(path.join(stagingDir, 'build-manifest.json'), JSON.stringify(opts.manifest, null, 2));

  // Precache only what pages load at start (not every chunk Astro emitted), plus the offline page.
  const js = measureBundleJs(stagingDir);
  await injectManifest({
    swSrc: opts.workerTemplate,
    swDest: path.join(stagingDir, 'worker.js'),
    globDirectory: stagingDir,
    globPatterns: [...js.referenced, 'offline/index.html', 'logo.svg', 'icon.svg', 'manifest.webmanifest'],
    // Hashed assets carry their revision in the name.
    dontCacheBustURLsMatching: /^_astro\//,
  });

  const broken = brokenLinks(stagingDir, redirectRules(site), site.siteUrl);
  const linkWarnings = broken.map((link) => `${link.page} links to ${link.href}, which this partner's site does not have`);
  return {
    pages: htmlFiles.length,
    jsGzipBytes: Math.max(0, ...js.perPage.values()),
    jsPerPage: Object.fromEntries(js.perPage),
    linkWarnings,
    brokenLinks: broken,
  };
}

/**
 * Replaces `finalDir` with `stagingDir`. Two renames, with the old bundle parked beside it, so an
 * interruption between them is repaired by `recoverInterruptedSwap` on the next run.
 */
export function swapIn(stagingDir: string, finalDir: string): void {
  const parked = `${path.dirname(finalDir)}/.old-${path.basename(finalDir)}`;
  rmSync(parked, { recursive: true, force: true });
  if (existsSync(finalDir)) renameSync(finalDir, parked);
  renameSync(stagingDir, finalDir);
  rmSync(parked, { recursive: true, force: true });
}

/** Puts back a bundle parked by a swap that was interrupted; drops stale staging folders. */
export function recoverInterruptedSwap(distDir: string): void {
  if (!existsSync(distDir)) return;
  for (const name of readdirSync(distDir)) {
    const full = path.join(distDir, name);
    if (name.startsWith('.old-')) {
      const finalDir = path.join(distDir, name.slice('.old-'.length));
      if (existsSync(finalDir)) rmSync(full, { recursive: true, force: true });
      else renameSync(full, finalDir);
    } else if (name.startsWith('.staging-') && statSync(full).isDirectory()) {
      rmSync(full, { recursive: true, force: true });
    }
  }
}
