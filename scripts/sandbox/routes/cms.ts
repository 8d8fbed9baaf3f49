// GET /api/cms/{contentType}/{contentName}/?page_size=100[&preview=1]: the eleven content sets.
// An empty set answers 404, which the build and the front end read as "empty" (CONTRACTS §2).
import { Hono } from 'hono';
import { getCmsSet } from '../../../src/api/contract/calls.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { fail, routeOf } from '../http.ts';
import { cmsSetNames, type CmsSet } from '../../../src/api/contract/content.ts';
import { cmsSet } from '../seed/cms/index.ts';

export function cmsRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(routeOf(getCmsSet), (c) => {
    // Already percent-decoded by the router (`%2A` → `*`); decoding twice made `%25` a 500.
    const name = c.req.param('contentName');
    if (c.req.param('contentType') !== 'pages' || !(cmsSetNames as readonly string[]).includes(name)) fail(404, 'Not Found');
    const preview = c.req.query('preview') === '1';
    const partner = c.get('partner');
    const entries = ctx.cmsEdits.apply(partner.slug, name, cmsSet(partner, name, preview, ctx.now()));
    if (entries.length === 0) fail(404, 'Not Found');
    const pageSize = Math.max(1, Math.min(Number(c.req.query('page_size')) || 20, 100));
    return c.json({ count: entries.length, next: null, previous: null, data: entries.slice(0, pageSize) } satisfies CmsSet);
  });
  return routes;
}
