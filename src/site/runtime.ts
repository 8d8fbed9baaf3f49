// Builds the browser's RuntimeConfig from the resolved Site (see src/lib/runtime-config.ts).
import type { RuntimeConfig } from '../lib/runtime-config.ts';
import { shellCopyKeys } from '../lib/shell-copy-keys.ts';
import { pickCopy, translator } from './text.ts';
import type { Site } from './types.ts';

// Every page of a partner embeds the same config: serialise it once per Site (pages share the object).
const embedded = new WeakMap<Site, string>();

/** The runtime config of `site` as JSON safe to embed in a <script> element. */
export function embeddedRuntimeConfig(site: Site): string {
  let json = embedded.get(site);
  if (json === undefined) {
    json = embeddableJson(runtimeConfigOf(site));
    embedded.set(site, json);
  }
  return json;
}

/** The API base the browser calls: '' (same origin) unless the global CMS page setting names one (spec 000 §7). */
export const apiBaseOf = (site: Site): string => site.content.global.site?.api_base ?? '';

export function runtimeConfigOf(site: Site): RuntimeConfig {
  // The partner's own placeholders are filled now; per-use ones ({code}…) stay for the client.
  const copy = pickCopy(translator(site), shellCopyKeys);
  const { routeMeta: _routeMeta, dustedPaths: _dustedPaths, ...settings } = site.settings;
  const { imageOrigin: _imageOrigin, ...providers } = site.providers;
  return {
    slug: site.slug,
    apiBase: apiBaseOf(site),
    cmsBase: site.content.global.site?.cms_base ?? '',
    production: site.production,
    settings,
    providers,
    copy,
  };
}

/** JSON safe to embed in a <script> element (no `</script>` or `<!--` break-out). */
export function embeddableJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
