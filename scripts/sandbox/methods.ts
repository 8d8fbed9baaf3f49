// 405 with Allow for a path served under other methods (RFC 9110 §15.5.6), before the CSRF and
// session checks: a DELETE on /api/CSRF is a wrong method, not a missing token. Paths nothing
// serves, and unknown partners, still fall through to their 404.
import type { MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { ErrorBody } from '../../src/api/contract/errors.ts';

/** The order Allow lists methods in. HEAD is served wherever GET is (Hono answers it with GET). */
const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface MethodTable {
  /** The methods that serve this path (routes under `/:partner/` only when its partner is known). */
  allowed(path: string, partnerKnown: boolean): string[];
}

const partnerPrefix = '/:partner/';

/** A table of the app's own routes; middleware registered with `use` serves no method. */
export function methodTable(routes: readonly { method: string; path: string }[]): MethodTable {
  const router = new TrieRouter<string>();
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL') continue;
    router.add(route.method, route.path, route.path);
    methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return {
    allowed(path, partnerKnown) {
      return methodOrder.filter((method) => {
        if (!methods.has(method)) return false;
        const [matches] = router.match(method === 'HEAD' ? 'GET' : method, path);
        for (const [routePath] of matches) if (partnerKnown || !routePath.startsWith(partnerPrefix)) return true;
        return false;
      });
    },
  };
}

/**
 * Registered early; reads the app's routes on the first request, once they are all added. Under a
 * known partner a path nothing serves is a 404 here, before the CSRF check; elsewhere it falls
 * through (an unknown partner's 404 names it).
 */
export function methodNotAllowed(
  app: { routes: readonly { method: string; path: string }[] },
  knownPartner: (slug: string) => boolean,
): MiddlewareHandler {
  let table: MethodTable | undefined;
  return async (c, next) => {
    table ??= methodTable(app.routes);
    const partnerKnown = knownPartner(c.req.path.split('/')[1] ?? '');
    const allowed = table.allowed(c.req.path, partnerKnown);
    if (allowed.length === 0) return partnerKnown ? c.notFound() : next();
    if (allowed.includes(c.req.method)) return next();
    const allow = allowed.join(', ');
    c.header('Allow', allow);
    return c.json({ message: `${c.req.method} is not allowed here. Allowed: ${allow}.` } satisfies ErrorBody, 405);
  };
}
