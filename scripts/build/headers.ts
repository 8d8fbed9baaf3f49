// `_headers` and `_redirects` for one bundle (Netlify / Cloudflare Pages syntax).
import { createHash } from 'node:crypto';
import type { Site } from '../../src/site/types.ts';
import { redirectRules } from '../../src/site/routes.ts';
import { inlineScripts } from './inline-scripts.ts';

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? [] : [origin];
  } catch {
    return []; // site-relative: already 'self'
  }
};

/** sha256 CSP sources for every inline script element of the given HTML documents. */
export function inlineScriptHashes(htmlDocuments: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of htmlDocuments) {
    for (const body of inlineScripts(html)) {
      if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(site: Site, scriptHashes: string[]): string {
  const { providers } = site;
  const captcha = originOf(providers.captchaScriptUrl);
  // Google's reCAPTCHA loads its code from gstatic and its challenge from google.com frames.
  const captchaExtra = captcha.includes('https://www.google.com') ? ['https://www.gstatic.com'] : [];
  const apiOverride = originOf(site.content.global.site?.api_base);
  const cmsOverride = originOf(site.content.global.site?.cms_base);
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': unique(["'self'", ...scriptHashes, ...captcha, ...captchaExtra, ...originOf(providers.paymentScriptUrl)]),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      'https:',
      ...originOf(providers.mapTileUrl.replace(/\{[a-z]\}/g, 'a')),
      ...originOf(providers.imageOrigin),
    ]),
    'font-src': "'self'",
    'connect-src': unique(["'self'", ...apiOverride, ...cmsOverride, ...captcha, ...captchaExtra]),
    'frame-src':
      unique([
        ...originOf(providers.cardFrameUrl),
        ...captcha,
        ...originOf(providers.surveyFormUrl),
        ...originOf(providers.paymentScriptUrl),
      ]) || "'none'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

export function headersFile(site: Site, scriptHashes: string[]): string {
  return `# Generated for ${site.slug}. HTML and the service worker revalidate; hashed assets are immutable.
/*
  Content-Security-Policy: ${contentSecurityPolicy(site, scriptHashes)}
  X-Content-Type-Options: nosniff
  X-Frame-Options: SAMEORIGIN
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), payment=(), geolocation=(self)
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  Cache-Control: public, max-age=0, must-revalidate

/_astro/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable

/worker.js
  ! Cache-Control
  Cache-Control: no-cache
  Service-Worker-Allowed: /

/manifest.webmanifest
  Content-Type: application/manifest+json
`;
}

export function redirectsFile(site: Site): string {
  const width = 28;
  const lines = redirectRules(site).map((rule) => `${rule.from.padEnd(width)} ${rule.to.padEnd(width)} ${rule.status}`);
  return `# Generated for ${site.slug}: runtime routes, renamed paths and account fallbacks.\n${lines.join('\n')}\n`;
}
