// CMS text that writes an earn rate itself ("5 miles per $1", "10% cash back") instead of through the
// `{rate.*}` placeholders (issue #25): such text silently contradicts the partner's config when a
// rate changes, so the content report lists it for the editor. Linear-time patterns: each starts at a
// word boundary before a number and has no nested repetition.
import type { Site } from '../../src/site/types.ts';

export interface LiteralRate {
  /** Where it was written: the CMS set and field path (`content.earnBanner[0].text`, `copy home.heroRate`). */
  source: string;
  /** The rate as written. */
  text: string;
}

const ratePattern = /\b\d+(?:\.\d+)?(?:x)?\s?(?:(?:miles?|points?|credits?)\s(?:per|for every|on every)\s\$\d+|%\s?(?:cash back|back))/gi;

/** The rates written out in `text` (HTML tags are read as spaces: "<strong>5 miles</strong> per $1"). */
export function literalRatesIn(text: string): string[] {
  const plain = text.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ');
  return [...plain.matchAll(ratePattern)].map((match) => match[0]);
}

function walk(value: unknown, source: string, found: LiteralRate[]): void {
  if (typeof value === 'string') {
    for (const text of literalRatesIn(value)) found.push({ source, text });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${source}[${index}]`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walk(item, `${source}.${key}`, found);
  }
}

/** Every rate the partner's CMS content writes literally, in its copy overrides and its sets. */
export function literalRates(site: Pick<Site, 'content'>): LiteralRate[] {
  const found: LiteralRate[] = [];
  const { copy, ...global } = site.content.global;
  for (const [key, value] of Object.entries(copy)) walk(value, `copy ${key}`, found);
  walk(global, 'content.global', found);
  const { global: _global, ...sets } = site.content;
  for (const [name, entries] of Object.entries(sets)) walk(entries, `content.${name}`, found);
  return found;
}
