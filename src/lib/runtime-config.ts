// What the browser knows about the partner: built from the Site at build time and embedded in
// every page as JSON (`<script type="application/json" id="site-runtime">`), read once here.
import type { PartnerSettings } from '../../partners/schema.ts';
import type { Providers } from '../site/types.ts';
import { fillCopy, type CopyVars } from './element-copy.ts';
import type { ShellCopyKey } from './shell-copy-keys.ts';

export type PublicSettings = Omit<PartnerSettings, 'routeMeta' | 'dustedPaths'>;

export interface RuntimeConfig {
  slug: string;
  /** API base; '' means same origin. A global CMS page setting may override it (spec 000 §7). */
  apiBase: string;
  /** CMS base for runtime content calls; '' means same origin. */
  cmsBase: string;
  production: boolean;
  settings: PublicSettings;
  providers: Omit<Providers, 'paymentPublishableKey' | 'imageOrigin'> & { paymentPublishableKey: string };
  /** The shell stores' copy (shell-copy-keys.ts), partner placeholders already filled. */
  copy: Partial<Record<ShellCopyKey, string>>;
}

export const runtimeElementId = 'site-runtime';

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const element = document.getElementById(runtimeElementId);
  if (!element?.textContent) throw new Error(`#${runtimeElementId} is missing from the page`);
  cached = JSON.parse(element.textContent) as RuntimeConfig;
  return cached;
}

/** Test hook: install a config without a page. */
export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  cached = config;
}

/** A shell copy string with `{name}` placeholders filled from `vars`. A missing key shows as itself. */
export function clientCopy(key: ShellCopyKey, vars: CopyVars = {}): string {
  return fillCopy(runtimeConfig().copy[key] ?? key, vars);
}
