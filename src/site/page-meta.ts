// Title, description, keywords and canonical URL per route (spec 000 §2): the page's title followed
// by the base site title, unless the partner's routeMeta names the route; falls back to the home
// entry and then the partner name.
import type { Site } from './types.ts';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
}

export function pageMeta(site: Site, path: string, pageTitle: string, pageDescription: string): PageMeta {
  const { routeMeta, name } = site.settings;
  const own = routeMeta[path];
  const home = routeMeta['/'];
  const base = site.content.global.site?.title ?? name;
  return {
    title: own?.title ?? (pageTitle && pageTitle !== base ? `${pageTitle} | ${base}` : base),
    description: own?.description ?? (pageDescription || home?.description || name),
    keywords: own?.keywords ?? home?.keywords ?? name,
    canonical: new URL(path, site.siteUrl).href,
  };
}
