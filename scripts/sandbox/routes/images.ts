// Generated merchant images, so nothing is fetched from the internet: a coloured SVG with the
// merchant's initials. Image URLs are base + optional transform + "{id}/promo" (spec 000 §7), e.g.
// /images/merchants/{id}/promo or /images/merchants/c_fill,ar_1.4,w_200/{id}/promo.
import { Hono } from 'hono';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { hashString } from '../seed/prng.ts';
import { escapeHtml } from '../../../src/lib/escape-html.ts';

function initialsOf(name: string): string {
  const words = name
    .replace(/^The\s+/i, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

function sizeFrom(transform: string): { width: number; height: number } {
  const width = Math.min(Number(/(?:^|,)w_(\d+)/.exec(transform)?.[1] ?? 600), 2000);
  const aspect = Number(/(?:^|,)ar_([\d.]+)/.exec(transform)?.[1] ?? 1.4) || 1.4;
  return { width, height: Math.round(width / aspect) };
}

export function merchantImageSvg(name: string, caption: string, id: number, width: number, height: number): string {
  const hue = hashString(String(id)) % 360;
  const size = Math.round(Math.min(width, height) * 0.38);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(name)}">
<rect width="100%" height="100%" fill="hsl(${hue} 45% 42%)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${size}" fill="hsl(${(hue + 40) % 360} 55% 55%)" opacity="0.35"/>
<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" fill="#fff">${escapeHtml(initialsOf(name))}</text>
<text x="50%" y="${height - Math.max(12, size * 0.3)}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${Math.max(10, Math.round(size * 0.22))}" fill="#fff" opacity="0.85">${escapeHtml(caption)}</text>
</svg>`;
}

export function imageRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/images/merchants/*', (c) => {
    const rest = c.req.path.slice('/images/merchants/'.length);
    const match = /^(?:(.+)\/)?(\d+)\/(promo|menu\/(\d+))(?:\.\w+)?$/.exec(rest);
    const merchant = match ? ctx.catalog.byId.get(Number(match[2])) : undefined;
    if (!match || !merchant) return c.json({ message: 'No image here.' }, 404);
    const { width, height } = sizeFrom(match[1] ?? '');
    const caption = match[4] ? `Menu page ${match[4]}` : (merchant.cuisines[0] ?? '');
    return c.body(merchantImageSvg(merchant.name, caption, merchant.id, width, height), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return routes;
}
