// Recovery's answer to a client that asked too often (docs/api.md "Throttling": 429 code Throttled
// with Retry-After): how long to wait, in the recovery steps' words.
import { ApiError } from '../../api/client.ts';
import { retryAfterMinutes, waitMessage } from './sign-in-problem.ts';

type ThrottleCopyKey = 'recover.request.throttled' | 'recover.request.throttledOne' | 'recover.request.throttledSoon';

/** The message for a 429, or undefined for any other failure. */
export function throttleText(error: unknown, copy: Record<ThrottleCopyKey, string>): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  return waitMessage(retryAfterMinutes(error), {
    many: copy['recover.request.throttled'],
    one: copy['recover.request.throttledOne'],
    unknown: copy['recover.request.throttledSoon'],
  });
}
