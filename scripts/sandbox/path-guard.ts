// Refuses request paths that are malformed or climb out of where they point, before any routing.
// The URL parser resolves `..`, `%2e%2e` and friends before Hono sees the path, which once let
// /delta/api/../../__sandbox/reset wipe the database: so the guard reads the raw request target
// as the client sent it, and a partner's prefix can only lead to that partner's routes.
import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { ErrorBody } from '../../src/api/contract/errors.ts';

export const badEncodingMessage = 'The request path is not valid percent-encoding.';
export const dotSegmentMessage = 'The request path may not contain "." or ".." segments.';

/** The path of a request target as sent: origin-form `/p?q`, or absolute-form `http://h/p?q`. */
export function rawPathOf(target: string): string {
  let path = target;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(path);
  if (scheme) {
    const slash = path.indexOf('/', scheme[0].length);
    path = slash === -1 ? '/' : path.slice(slash);
  }
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * Why a raw path is refused, or null. Each segment is percent-decoded once (as the router does);
 * a decoded segment is then split on `/` and `\`, so `..%2f`, `%2f..` and `..%5c` count as dot
 * segments too. Linear in the path's length.
 */
export function pathProblem(rawPath: string): string | null {
  for (const segment of rawPath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return badEncodingMessage;
    }
    for (const part of decoded.split(/[/\\]/)) {
      if (part === '.' || part === '..') return dotSegmentMessage;
    }
  }
  return null;
}

/** 400 for a malformed or climbing path; the raw target comes from Node's request. */
export function pathGuard(): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    const target = c.env.incoming.url ?? new URL(c.req.url).pathname;
    const problem = pathProblem(rawPathOf(target));
    if (problem) return c.json({ message: problem } satisfies ErrorBody, 400);
    return next();
  };
}
