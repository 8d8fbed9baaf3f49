// POST /api/Impressions: analytics events; the front end ignores failures, the sandbox only counts.
import { Hono } from 'hono';
import type { ImpressionsReceived } from '../../../src/api/contract/impressions.ts';
import { postImpressions } from '../../../src/api/contract/calls.ts';
import type { ApiEnv } from '../context.ts';
import { fail, readJson, routeOf } from '../http.ts';
import { maxImpressionsPerCall } from '../limits.ts';

export function impressionRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post(routeOf(postImpressions), async (c) => {
    const events = await readJson(c);
    if (!Array.isArray(events)) fail(400, 'Send a JSON array of impression events.');
    if (events.length > maxImpressionsPerCall) fail(413, `Send at most ${maxImpressionsPerCall} impression events per call.`);
    return c.json({ received: events.length } satisfies ImpressionsReceived, 202);
  });
  return routes;
}
