// One Chromium for the page bench, and one Lighthouse run in it: the default config, which is
// Lighthouse's mobile audit (a mid-range phone, slow 4G and a 4x slower CPU). `simulate` (Lighthouse's
// default) estimates the throttled load from one fast load; `devtools` really throttles the load.
// The estimate counts every request started before the fast load's first paint as if the paint
// waited for it, which in headless Chromium here is most of them; the real load shows what does.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { PageFigures } from './figures.ts';
import { lcpElementOf } from './lcp-element.ts';

export interface Measurement {
  figures: PageFigures;
  /** Where the run ended: a page that sent the visitor elsewhere (/login) was not measured. */
  finalUrl: string;
  /** The page's requests with their status, to check what it loaded (the signed-in member). */
  requests: { url: string; status: number }[];
}

export interface MeasureOptions {
  /** Sent with every request of the run, e.g. a signed-in session's Cookie. */
  headers?: Record<string, string>;
}

export interface Browser {
  measure(url: string, options?: MeasureOptions): Promise<Measurement>;
  close(): Promise<void>;
}

export type Throttling = 'simulate' | 'devtools';

// Lighthouse resets caches and service workers before a run but keeps cookies and storage: an earlier
// run's visitor session would then ride along (and win over a signed-in run's Cookie header), and a
// page's second run would not be a first visit. Every run starts with the origin's data cleared.
const clearStorageTypes = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
  'local_storage',
  'indexeddb',
] as const;

/** With BENCH_LHR_DIR set, each run's whole Lighthouse report is kept there (its long tasks,
 *  bootup time, network waterfall: what the table's figures come from). */
function keepReport(url: string, lhr: object): void {
  const dir = process.env['BENCH_LHR_DIR'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, '_');
  writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

export async function launchBrowser(throttling: Throttling = 'simulate'): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  return {
    async measure(url, { headers } = {}) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        throttlingMethod: throttling,
        clearStorageTypes: [...clearStorageTypes],
        ...(headers ? { extraHeaders: headers } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
      keepReport(url, lhr);
      const audit = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${url}`);
        return value;
      };
      const requestItems = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)
        ?.items;
      return {
        figures: {
          performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          lcpElement: lcpElementOf(lhr.audits),
        },
        finalUrl: lhr.finalDisplayedUrl,
        requests: (requestItems ?? []).map((item) => ({ url: item.url, status: item.statusCode })),
      };
    },
    close() {
      chrome.kill();
      return Promise.resolve();
    },
  };
}
