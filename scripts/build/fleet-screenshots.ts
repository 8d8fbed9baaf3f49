// Thumbnails of partners' home pages for the fleet report: one Chromium (the one the browser tests
// use), every bundle served by the static server on a free port with no backend behind `/api`, so
// the page shows its static HTML as a signed-out visitor sees it. Requests to anywhere but the
// bundles are blocked. Each worker keeps one page and loads each partner's home once, at 390 px,
// then widens it to 1280 px: a fresh page per picture cost three times as much (a renderer process
// each). Every partner has a time limit, and a failure costs only its own thumbnails.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserType, Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '../serve/static-server.ts';
import { describe } from './errors.ts';

/** The viewports the home page is pictured at, scaled down by `thumbnailScale` (117×253 and 384×240 px). */
export const thumbnailViewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
export const thumbnailScale = 0.3;

export const chromiumPath = (env: Record<string, string | undefined>): string => env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export interface HomeShotJob {
  slug: string;
  bundleDir: string;
}

export interface HomeShot {
  slug: string;
  viewport: number;
  /** The image written (JPEG), when it worked. */
  file?: string;
  width: number;
  height: number;
  error?: string;
}

export interface HomeShotOptions {
  /** Where the images go, as `<slug>-<viewport>.jpg`. */
  outDir: string;
  chromium: string;
  /** Pages in flight at once (default: the cores, at most 4). */
  concurrency?: number;
  /** Per partner, from navigation to both images on disk. */
  timeoutMs?: number;
}

export type HomeShotRun = { shots: HomeShot[] } | { unavailable: string };

/** The cookies of a visitor who closed the popup, the sso modal, the announcement and the install banner (docs/runtime.md#cookies). */
function quietCookies(bundleDir: string, url: string) {
  let popupType: string | null = null;
  try {
    popupType =
      (JSON.parse(readFileSync(path.join(bundleDir, 'partner.json'), 'utf8')) as { generalModalType?: string | null }).generalModalType ??
      null;
  } catch {
    // No settings to read: the popup may show on the thumbnail.
  }
  const farFuture = new Date(Date.now() + 365 * 86_400_000).toISOString();
  return [
    ...(popupType ? [{ name: 'general_popup', value: popupType, url }] : []),
    { name: 'temp_sso_modal', value: new Date().toISOString(), url },
    { name: 'announcement_dismissed', value: '1', url },
    { name: 'pwa_install_later', value: farFuture, url },
  ];
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Every image in the viewport has loaded (lazy ones below it never start). */
function imagesInViewLoaded(): boolean {
  return [...document.images].every((image) => {
    const box = image.getBoundingClientRect();
    return image.complete || !(box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth);
  });
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(imagesInViewLoaded);
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
}

/** Both thumbnails of one partner's home page, on `page`; throws on the first failure. */
async function shootPartner(
  context: BrowserContext,
  page: Page,
  server: StaticServer,
  job: HomeShotJob,
  outDir: string,
): Promise<HomeShot[]> {
  await context.addCookies(quietCookies(job.bundleDir, server.url));
  const shots: HomeShot[] = [];
  for (const [index, viewport] of thumbnailViewports.entries()) {
    await page.setViewportSize(viewport);
    if (index === 0) await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await settle(page);
    const file = path.join(outDir, `${job.slug}-${viewport.width}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 70, animations: 'disabled' });
    shots.push({
      slug: job.slug,
      viewport: viewport.width,
      file,
      width: Math.round(viewport.width * thumbnailScale),
      height: Math.round(viewport.height * thumbnailScale),
    });
  }
  return shots;
}

/**
 * Screenshots each job's home page at every thumbnail viewport, `concurrency` partners at a time in
 * one browser. Unavailable (no Chromium, no Playwright) is an answer, not an error: the report says so.
 */
export async function screenshotHomes(jobs: readonly HomeShotJob[], opts: HomeShotOptions): Promise<HomeShotRun> {
  if (!existsSync(opts.chromium)) return { unavailable: `no Chromium at ${opts.chromium} (set CHROMIUM_PATH to use another)` };
  let chromium: BrowserType;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    return { unavailable: 'Playwright is not installed (npm install)' };
  }
  mkdirSync(opts.outDir, { recursive: true });
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: opts.chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
  } catch (error) {
    return { unavailable: `Chromium at ${opts.chromium} did not start (${describe(error).split('\n')[0]!})` };
  }
  const servers = new Map<string, StaticServer>();
  const timeoutMs = opts.timeoutMs ?? 20_000;
  try {
    for (const job of jobs) servers.set(job.slug, await startStaticServer({ dir: job.bundleDir, port: 0 }));
    const origins = new Set([...servers.values()].map((server) => new URL(server.url).origin));
    const shots: HomeShot[] = [];
    let next = 0;
    const worker = async () => {
      const context = await browser.newContext({
        deviceScaleFactor: thumbnailScale,
        reducedMotion: 'reduce',
        // The worker would precache the whole bundle: work no thumbnail needs.
        serviceWorkers: 'block',
      });
      await context.route('**/*', (route) =>
        origins.has(new URL(route.request().url()).origin) ? route.continue() : route.abort('blockedbyclient'),
      );
      let page: Page | undefined;
      try {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          page ??= await context.newPage();
          page.setDefaultTimeout(timeoutMs);
          try {
            shots.push(
              ...(await withTimeout(shootPartner(context, page, servers.get(job.slug)!, job, opts.outDir), timeoutMs, `${job.slug} home`)),
            );
          } catch (error) {
            const reason = describe(error).split('\n')[0]!;
            shots.push(
              ...thumbnailViewports.map((viewport) => ({ slug: job.slug, viewport: viewport.width, width: 0, height: 0, error: reason })),
            );
            // A page that timed out may still be busy: the next partner gets a fresh one.
            await page.close().catch(() => {});
            page = undefined;
          }
        }
      } finally {
        await context.close().catch(() => {});
      }
    };
    const concurrency = opts.concurrency ?? Math.min(4, availableParallelism());
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
    return { shots };
  } finally {
    await Promise.all([...servers.values()].map((server) => server.close()));
    await browser.close();
  }
}
