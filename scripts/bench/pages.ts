// The page step of `npm run bench` (issue #26): every page kind of the reference partner (page-list.ts;
// the account overview signed in as a demo member) against its script-free twin, the same HTML
// without its scripts served beside it under /__twin. Page and twin runs alternate; each figure
// (Lighthouse mobile performance, FCP, LCP, TBT, CLS, and the LCP element) is the median of the runs
// with their spread. The table (report.ts) adds the JavaScript each page loads at start and names
// the goals a page misses (goals.ts); it reports, it never fails the bench on a miss.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureBundleJs } from '../build/js-weight.ts';
import { startStaticServer } from '../serve/static-server.ts';
import { summarize, type PageFigures } from './figures.ts';
import { describeGoals, type PageRow } from './goals.ts';
import { wrongPage } from './landed.ts';
import { launchBrowser, type Browser, type Throttling } from './lighthouse.ts';
import { rowLabelOf, type BenchedPage } from './page-list.ts';
import { formatRow, formatSummary, tableHeader } from './report.ts';
import { signInDemo } from './sign-in.ts';

const twinPrefix = '/__twin';

/** The page without what runs or preloads script: what its LCP would be if it shipped no JS. */
export function scriptFree(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi, '');
}

export interface BenchPagesOptions {
  /** A built bundle, e.g. dist/delta. */
  bundleDir: string;
  /** Its partner, whose demo members sign in (a direct-enrollment partner). */
  partner: string;
  /** The partner backend `/api/*` is proxied to (the page fetches the member). */
  api: string;
  port: number;
  pages: readonly BenchedPage[];
  runs?: number;
  throttling?: Throttling;
  log?: (line: string) => void;
}

/** The bundle copied with each page's twin added: the same assets, the same server. */
function siteWithTwins(bundleDir: string, pages: readonly BenchedPage[]): string {
  const site = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  cpSync(bundleDir, site, { recursive: true });
  for (const page of pages) {
    const html = readFileSync(path.join(site, page.file ?? page.path, 'index.html'), 'utf8');
    mkdirSync(path.join(site, twinPrefix, page.path), { recursive: true });
    writeFileSync(path.join(site, twinPrefix, page.path, 'index.html'), scriptFree(html));
  }
  return site;
}

/** One run, refused loudly when it measured another page than asked (a redirect to /login). */
async function measureLanded(browser: Browser, url: string, cookie: string | undefined, member: boolean): Promise<PageFigures> {
  const run = await browser.measure(url, cookie ? { headers: { Cookie: cookie } } : {});
  const problem = wrongPage(url, run, member);
  if (problem) throw new Error(`the page bench measured the wrong page: ${problem}`);
  return run.figures;
}

export async function benchPages(options: BenchPagesOptions): Promise<PageRow[]> {
  const { runs = 3, log = console.log, pages } = options;
  const site = siteWithTwins(options.bundleDir, pages);
  const server = await startStaticServer({ dir: site, port: options.port, api: options.api });
  const browser = await launchBrowser(options.throttling);
  const { perPage } = measureBundleJs(options.bundleDir);
  const cookies = new Map<string, string>(); // per demo role, signed in once
  const labelWidth = Math.max(...pages.map((page) => rowLabelOf(page).length));
  const rows: PageRow[] = [];
  for (const goal of describeGoals()) log(`  ${goal}`);
  log('');
  log(tableHeader(labelWidth));
  try {
    for (const page of pages) {
      let cookie: string | undefined;
      if (page.signedIn) {
        cookie = cookies.get(page.signedIn) ?? (await signInDemo(server.url, options.partner, page.signedIn));
        cookies.set(page.signedIn, cookie);
      }
      const pageRuns: PageFigures[] = [];
      const twinRuns: PageFigures[] = [];
      // Page and twin alternate, so a slower moment of the machine weighs on both alike. The twin
      // of a signed-in page is its static HTML; it gets the cookie too, so only the scripts differ.
      for (let run = 0; run < runs; run += 1) {
        const query = page.query ?? '';
        pageRuns.push(await measureLanded(browser, `${server.url}${page.path}${query}`, cookie, Boolean(page.signedIn)));
        twinRuns.push(await measureLanded(browser, `${server.url}${twinPrefix}${page.path}${query}`, cookie, false));
      }
      const row: PageRow = {
        label: rowLabelOf(page),
        kind: page.kind,
        page: summarize(pageRuns),
        twin: summarize(twinRuns),
        jsBytes: perPage.get(page.file ?? page.path) ?? 0,
      };
      rows.push(row);
      for (const line of formatRow(row, labelWidth)) log(line);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(site, { recursive: true, force: true });
  }
  log('');
  log(formatSummary(rows));
  return rows;
}
