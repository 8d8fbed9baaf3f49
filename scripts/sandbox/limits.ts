// Size limits, so one call cannot make the sandbox parse or store without bound (issue #7: a 10 MB
// body was parsed, one /api/Impressions call stored 953,250 events). Documented in docs/api.md.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorBody } from '../../src/api/contract/errors.ts';

/** 64 KiB: far above any form or CMS edit, and what a browser lets a keepalive request carry. */
export const maxBodyBytes = 64 * 1024;

/** Events per POST /api/Impressions; the page sends the few carousel slides that came into view. */
export const maxImpressionsPerCall = 100;

/**
 * 413 before parsing: a Content-Length over the limit is refused unread, a chunked body is counted
 * as it streams and refused at the first byte over.
 */
export function bodySizeLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => c.json({ message: `The request body is larger than ${maxBodyBytes} bytes.` } satisfies ErrorBody, 413),
  });
}
