// Pulls one partner's feature flags, then its CMS sets (CONTRACTS §2): the flags come first because
// `cmsRoute` and `cmsPreview` may be flags (spec 000 §1), and they decide where the sets come from.
// 404 is an empty set (listed in `notFound`); network errors and 5xx are retried with backoff,
// then fail that partner naming partner, set and URL.
import { partnerSettingsSchema, type Partner } from '../../partners/schema.ts';
import { setNames } from '../../src/content/models/content-sets.ts';
import { BuildError, describe } from './errors.ts';

export interface PullOptions {
  partner: string;
  cmsBase: string;
  apiBase: string;
  /** The partner config's cmsRoute and cmsPreview: a flag of the same name wins. */
  cmsRoute: string;
  preview: boolean;
  setNames: readonly string[];
  retries?: number;
  backoffMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface Pulled {
  sets: Record<string, unknown[]>;
  flags: unknown;
  /** Where the sets were pulled from, after the flags. */
  cms: CmsSource;
  /** The sets the CMS answered 404 for (pulled as empty), in `setNames` order. */
  notFound: { set: string; url: string }[];
}

export interface CmsSource {
  route: string;
  preview: boolean;
}

const flagSchemas = { cmsRoute: partnerSettingsSchema.shape.cmsRoute, cmsPreview: partnerSettingsSchema.shape.cmsPreview };

/**
 * The CMS route and preview mode after the flags: a `partnerFeatureFlags` value that fits its
 * setting wins, exactly as `applyFlags` (src/site/resolve.ts) decides for the Site and partner.json,
 * which also reports a value that does not fit.
 */
export function cmsSourceOf(flags: unknown, configured: CmsSource): CmsSource {
  const group = typeof flags === 'object' && flags !== null ? (flags as { partnerFeatureFlags?: unknown }).partnerFeatureFlags : undefined;
  const flag = (key: keyof typeof flagSchemas): unknown =>
    typeof group === 'object' && group !== null && Object.hasOwn(group, key) ? (group as Record<string, unknown>)[key] : undefined;
  const route = flagSchemas.cmsRoute.safeParse(flag('cmsRoute'));
  const preview = flagSchemas.cmsPreview.safeParse(flag('cmsPreview'));
  return {
    route: flag('cmsRoute') !== undefined && route.success ? route.data : configured.route,
    preview: flag('cmsPreview') !== undefined && preview.success ? preview.data : configured.preview,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function setUrl(cmsBase: string, cmsRoute: string, name: string, preview: boolean): string {
  const base = cmsBase.replace(/\/+$/, '') + cmsRoute.replace(/\/+$/, '');
  return `${base}/pages/${encodeURIComponent(name)}/?page_size=100${preview ? '&preview=1' : ''}`;
}

/** Why an attempt failed, for the final message. A timeout is an abort, not a network error. */
function problemOf(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no complete answer within ${timeoutMs / 1000} s`;
  return `network error: ${describe((error as { cause?: unknown }).cause ?? error)}`;
}

/**
 * GET `url` as JSON with retries. Resolves `null` for 404. The timeout covers the whole attempt,
 * body included: a CMS that sends headers and then stalls is retried like one that never answers.
 */
async function getJson(url: string, what: string, opts: PullOptions): Promise<unknown> {
  const { retries = 3, backoffMs = 250, timeoutMs = 15_000, fetch: fetchImpl = fetch } = opts;
  let lastProblem = '';
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    let status: number;
    let body: string;
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      body = await response.text();
    } catch (error) {
      lastProblem = problemOf(error, timeoutMs);
      continue;
    }
    if (status === 404) return null;
    if (status >= 500 || status === 429) {
      lastProblem = `HTTP ${status}`;
      continue;
    }
    if (status < 200 || status > 299) throw new BuildError(`${opts.partner}: ${what} failed with HTTP ${status} at ${url}`);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new BuildError(`${opts.partner}: ${what} is not JSON at ${url} (starts with ${JSON.stringify(body.slice(0, 40))})`);
    }
  }
  throw new BuildError(`${opts.partner}: ${what} failed after ${retries + 1} attempts (${lastProblem}) at ${url}`);
}

function entriesOf(body: unknown, partner: string, set: string, url: string): unknown[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) throw new BuildError(`${partner}: set "${set}" has no "data" array at ${url}`);
  return data;
}

export async function pullPartner(opts: PullOptions): Promise<Pulled> {
  const flagsUrl = `${opts.apiBase.replace(/\/+$/, '')}/api/feature-flags`;
  const flags = (await getJson(flagsUrl, 'feature flags', opts)) ?? {};
  const cms = cmsSourceOf(flags, { route: opts.cmsRoute, preview: opts.preview });
  const sets = await Promise.all(
    opts.setNames.map(async (name) => {
      const url = setUrl(opts.cmsBase, cms.route, name, cms.preview);
      const body = await getJson(url, `set "${name}"`, opts);
      return { name, url, entries: body === null ? null : entriesOf(body, opts.partner, name, url) };
    }),
  );
  return {
    sets: Object.fromEntries(sets.map((set) => [set.name, set.entries ?? []])),
    flags,
    cms,
    notFound: sets.filter((set) => set.entries === null).map((set) => ({ set: set.name, url: set.url })),
  };
}

/**
 * Why the CMS's 404s look like a wrong address rather than empty sets: a 404 for the global set
 * (no navbar, footer, copy or site settings), or for every set. Names the set and its URL.
 */
export function cmsNotFoundProblem(pulled: Pick<Pulled, 'notFound'>, setCount: number): string | undefined {
  const global = pulled.notFound.find((set) => set.set === '*');
  const first = global ?? pulled.notFound[0];
  if (first && pulled.notFound.length === setCount) {
    return `the CMS answered 404 for every content set (set "${first.set}" at ${first.url}): check CMS_BASE_URL; this build has no CMS content`;
  }
  if (global) {
    return `the CMS answered 404 for the global set (set "*" at ${global.url}): no navbar, footer, copy or site settings from the CMS`;
  }
  return undefined;
}

/** The partner's api_base and cms_base: the sources' templates with `{partner}` filled in. */
export interface PartnerBases {
  cmsBase: string;
  apiBase: string;
}

/** Pulls a partner from the sources' templated bases, as the build and the dev server both do. */
export async function pullPartnerFrom(
  partner: Partner,
  sources: { cmsBase: string; apiBase: string },
  backoffMs?: number,
): Promise<{ bases: PartnerBases; pulled: Pulled }> {
  const fill = (template: string) => template.replaceAll('{partner}', partner.slug);
  const bases = { cmsBase: fill(sources.cmsBase), apiBase: fill(sources.apiBase) };
  const pulled = await pullPartner({
    partner: partner.slug,
    ...bases,
    cmsRoute: partner.settings.cmsRoute,
    preview: partner.settings.cmsPreview,
    setNames,
    ...(backoffMs === undefined ? {} : { backoffMs }),
  });
  return { bases, pulled };
}
