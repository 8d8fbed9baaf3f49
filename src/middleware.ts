// Gives every component of a page its partner's Site and typed copy lookup through Astro.locals,
// so nothing threads `site` through props. Runs at build time for each prerendered page.
import { defineMiddleware } from 'astro:middleware';
import sites from 'virtual:sites';
import { translator } from './site/text.ts';

const bySlug = new Map(sites.map((site) => [site.slug, { site, t: translator(site) }]));

export const onRequest = defineMiddleware((context, next) => {
  const partner = context.params['partner'];
  const entry = partner === undefined ? undefined : bySlug.get(partner);
  if (!entry) throw new Error(`No resolved site for partner "${partner ?? ''}" (route ${context.url.pathname})`);
  context.locals.site = entry.site;
  context.locals.t = entry.t;
  return next();
});
