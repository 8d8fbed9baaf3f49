// Web app manifest and a monogram icon in the partner's colours.
import type { Site } from '../../src/site/types.ts';
import { onColour } from '../../src/theme/tokens.ts';
import { escapeHtml } from '../../src/lib/escape-html.ts';

export function webManifest(site: Site): object {
  return {
    name: site.settings.name,
    short_name: site.settings.programName.replace(/®/g, '').slice(0, 24),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: site.theme.colors.background,
    theme_color: site.theme.colors.brand,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}

export function iconSvg(site: Site): string {
  const brand = site.theme.colors.brand;
  const letter = escapeHtml(site.settings.name.trim().charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img"><title>${escapeHtml(site.settings.name)}</title><rect width="512" height="512" rx="96" fill="${brand}"/><text x="256" y="336" font-family="Arial, Helvetica, sans-serif" font-size="260" font-weight="700" text-anchor="middle" fill="${onColour(brand)}">${letter}</text></svg>\n`;
}
