// Did a Lighthouse run measure the page it was sent to? A signed-out account page replaces itself
// with /login, and its figures would then be the sign-in form's: such a run must stop the bench.
import type { Measurement } from './lighthouse.ts';

const pathnameOf = (url: string) => new URL(url).pathname.replace(/(.)\/+$/, '$1');

/** Why the run did not measure `url` (with the member signed in, when `member`); undefined when it did. */
export function wrongPage(url: string, run: Pick<Measurement, 'finalUrl' | 'requests'>, member: boolean): string | undefined {
  if (pathnameOf(run.finalUrl) !== pathnameOf(url)) return `${url} ended at ${run.finalUrl}`;
  if (!member) return undefined;
  const reads = run.requests.filter((request) => pathnameOf(request.url) === '/api/Member');
  if (!reads.some((request) => request.status === 200))
    return `${url} did not read the signed-in member: GET /api/Member answered ${reads.map((request) => request.status).join(', ') || 'never'}`;
  return undefined;
}
