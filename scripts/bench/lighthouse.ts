// One Chromium for the page bench, and one Lighthouse run in it: the default config, which is
// Lighthouse's mobile audit (a mid-range phone, slow 4G and a 4x slower CPU). `simulate` (Lighthouse's
// default) estimates the throttled load from one fast load; `devtools` really throttles the load.
// The estimate counts every request started before the fast load's first paint as if the paint
// waited for it, which in headless Chromium here is most of them; the real load shows what does.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageFigures {
  /** Lighthouse performance score, 0–100. */
  performance: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Cumulative Layout Shift. */
  cls: number;
}

export interface Browser {
  measure(url: string): Promise<PageFigures>;
  close(): Promise<void>;
}

export type Throttling = 'simulate' | 'devtools';

export async function launchBrowser(throttling: Throttling = 'simulate'): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  return {
    async measure(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        throttlingMethod: throttling,
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${url}`);
        return value;
      };
      return {
        performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
      };
    },
    close() {
      chrome.kill();
      return Promise.resolve();
    },
  };
}
