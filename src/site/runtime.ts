// Builds the browser's RuntimeConfig from the resolved Site (see src/lib/runtime-config.ts).
import { copyVars, formatCopy } from '../content/copy.ts';
import type { RuntimeConfig } from '../lib/runtime-config.ts';
import type { Site } from './types.ts';

/** Copy namespaces the shell's scripts use in the browser; islands get their own copy as props. */
const clientCopyPrefixes = ['toast.', 'session.', 'shell.', 'auth.', 'announcement.', 'survey.', 'pwa.', 'popup.', 'modal.', 'form.', 'validation.', 'captcha.', 'home.', 'keyboard.', 'loading.', 'serverError.', 'merchant.'];

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

export function runtimeConfigOf(site: Site): RuntimeConfig {
  const vars = copyVars(site.settings);
  const copy: Record<string, string> = {};
  for (const key of Object.keys(site.copy)) {
    // Fill the partner's own placeholders now; per-use ones ({firstName}, {code}…) stay for the client.
    if (clientCopyPrefixes.some((prefix) => key.startsWith(prefix))) copy[key] = formatCopy(site.copy, key, vars);
  }
  const { routeMeta: _routeMeta, dustedPaths: _dustedPaths, ...settings } = site.settings;
  const { imageOrigin: _imageOrigin, ...providers } = site.providers;
  return {
    slug: site.slug,
    apiBase: site.content.global.site?.api_base ?? '',
    cmsBase: site.content.global.site?.cms_base ?? '',
    production: site.production,
    settings,
    providers,
    copy,
  };
}

/** JSON safe to embed in a <script> element (no `</script>` or `<!--` break-out). */
export function embeddableJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
