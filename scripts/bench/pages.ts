// The page step of `npm run bench` (issue #8 targets in brackets): for the reference partner's home,
// how-it-works, a content page, a search (issue #9), a merchant page and the sign-in, join and
// recovery forms (issue #10) and the account pages (issue #11), Lighthouse's mobile
// performance score, LCP and CLS, and LCP
// against the page's script-free twin (the same HTML without its scripts, served beside it under
// /__twin), the median of a few runs each; and the JavaScript each page loads at start.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureBundleJs } from '../build/js-weight.ts';
import { startStaticServer } from '../serve/static-server.ts';
import { launchBrowser, type PageFigures, type Throttling } from './lighthouse.ts';

/** `file`: the bundle page a runtime route is served from (_redirects), when not the path's own. */
export const benchedPages: readonly { path: string; query?: string; file?: string; kind: PageKind }[] = [
  { path: '/', kind: 'home' },
  { path: '/how-it-works', kind: 'content' },
  { path: '/earn/how-it-works', kind: 'content' }, // the FAQ
  { path: '/search', query: '?location=New+York,+NY', kind: 'search' },
  { path: '/merchants/1001', file: '/merchants/_detail', kind: 'merchant' },
  // Issue #10: the sign-in, join and recovery forms.
  { path: '/login', kind: 'form' },
  { path: '/join', kind: 'form' },
  { path: '/recover', kind: 'form' },
  // Issue #11: the account center (signed out, the page frame and its islands' code).
  { path: '/account/overview', kind: 'account' },
  { path: '/account/recent_activity', kind: 'account' },
  { path: '/account/manage_cards', kind: 'account' },
  { path: '/account/user_profile', kind: 'account' },
];

type PageKind = 'home' | 'content' | 'search' | 'merchant' | 'form' | 'account';

const targets = {
  performance: 98,
  lcpRatio: 1.1,
  cls: 0,
  jsKb: { home: 14, content: 11, search: 120, merchant: 110, form: 100, account: 110 },
};
const twinPrefix = '/__twin';

/** The page without what runs or preloads script: what its LCP would be if it shipped no JS. */
export function scriptFree(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi, '');
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface PageResult {
  path: string;
  page: PageFigures;
  twin: PageFigures;
  jsBytes: number;
}

export interface BenchPagesOptions {
  /** A built bundle, e.g. dist/delta. */
  bundleDir: string;
  /** The partner backend `/api/*` is proxied to (the page fetches the member). */
  api: string;
  port: number;
  runs?: number;
  throttling?: Throttling;
  log?: (line: string) => void;
}

const medianFigures = (runs: readonly PageFigures[]): PageFigures => ({
  performance: median(runs.map((r) => r.performance)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
});

export async function benchPages(options: BenchPagesOptions): Promise<PageResult[]> {
  const { runs = 3, log = console.log } = options;
  // A copy of the bundle with each page's twin added: the same assets, the same server.
  const site = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  cpSync(options.bundleDir, site, { recursive: true });
  for (const page of benchedPages) {
    const file = page.file ?? page.path;
    const html = readFileSync(path.join(site, file, 'index.html'), 'utf8');
    mkdirSync(path.join(site, twinPrefix, page.path), { recursive: true });
    writeFileSync(path.join(site, twinPrefix, page.path, 'index.html'), scriptFree(html));
  }
  const server = await startStaticServer({ dir: site, port: options.port, api: options.api });
  const browser = await launchBrowser(options.throttling);
  const { perPage } = measureBundleJs(options.bundleDir);
  const results: PageResult[] = [];
  try {
    for (const page of benchedPages) {
      const pageRuns: PageFigures[] = [];
      const twinRuns: PageFigures[] = [];
      // Page and twin alternate, so a slower moment of the machine weighs on both alike.
      for (let run = 0; run < runs; run += 1) {
        const query = page.query ?? '';
        pageRuns.push(await browser.measure(`${server.url}${page.path}${query}`));
        twinRuns.push(await browser.measure(`${server.url}${twinPrefix}${page.path}${query}`));
      }
      const result = {
        path: page.path,
        page: medianFigures(pageRuns),
        twin: medianFigures(twinRuns),
        jsBytes: perPage.get(page.file ?? page.path) ?? 0,
      };
      results.push(result);
      log(formatLine(result, page.kind));
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(site, { recursive: true, force: true });
  }
  return results;
}

function formatLine({ path: pagePath, page, twin, jsBytes }: PageResult, kind: PageKind): string {
  const ratio = page.lcp / twin.lcp;
  return [
    `  ${pagePath.padEnd(20)}`,
    `perf ${String(page.performance).padStart(3)} [>= ${targets.performance}]`,
    `LCP ${(page.lcp / 1000).toFixed(2)} s, twin ${(twin.lcp / 1000).toFixed(2)} s = ${ratio.toFixed(2)}x [<= ${targets.lcpRatio.toFixed(2)}x twin]`,
    `CLS ${page.cls.toFixed(3)} [${targets.cls}]`,
    `JS ${(jsBytes / 1024).toFixed(1)} kB [${kind} < ${targets.jsKb[kind]} kB]`,
  ].join('   ');
}
