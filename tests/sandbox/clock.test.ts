// The sandbox's frozen clock (SANDBOX_NOW / the `now` start option, scripts/sandbox/clock.ts): the
// seed and every answer that depends on today count from the given instant, so two sandboxes started
// with it on different days answer the same data (the screenshot baselines rely on it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityPage, DineSummary } from '../../src/api/contract/activity.ts';
import type { CmsSet } from '../../src/api/contract/content.ts';
import type { SignedIn } from '../../src/api/contract/sign-in.ts';
import type { Member } from '../../src/api/contract/member.ts';
import type { MerchantEventList, MerchantReviewPage } from '../../src/api/contract/merchants.ts';
import { parseNow, sandboxClock } from '../../scripts/sandbox/clock.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import { Client, json } from './helpers.ts';

// A year other than the real one, so an answer still read from the real clock shows.
const frozen = '2025-06-01T12:00:00Z';
const frozenMs = Date.parse(frozen);
const day = 86_400_000;

const dataDirs: string[] = [];
const running: Sandbox[] = [];

async function start(now: string | undefined, dataDir = mkdtempSync(join(tmpdir(), 'sandbox-clock-'))): Promise<Sandbox> {
  if (!dataDirs.includes(dataDir)) dataDirs.push(dataDir);
  const sandbox = await startSandbox({ port: 0, dataDir, quiet: true, ...(now === undefined ? {} : { now }) });
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: Sandbox): Promise<void> {
  await sandbox.close();
  running.splice(running.indexOf(sandbox), 1);
}

/** What the delta card member and a visitor see that depends on today. */
async function datedAnswers(sandbox: Sandbox) {
  const client = new Client(sandbox.url, 'delta');
  // The sandbox sends both fields the contract defaults (docs/api.md "Session and CSRF").
  const signedIn = await json<SignedIn & { member: Member; expiresAt: number }>(await client.signIn('card@delta.example'));
  const activity = await json<ActivityPage>(await client.get('/api/Member/TransactionsStatementCredits?resultsPerPage=100'));
  const summary = await json<DineSummary>(await client.get('/api/Member/DineSummary'));
  const reviews = await json<MerchantReviewPage>(await client.get('/api/v2/Merchants/1001/Reviews?pageNo=1&pageSize=10'));
  const events = await json<MerchantEventList>(await client.get('/api/v2/Merchants/1006/Events'));
  const global = await json<CmsSet>(await client.get('/api/cms/pages/*/?page_size=100'));
  const footer = global.data.find((entry) => entry.slug === 'footer')?.fields as { copyright: string };
  return { signedIn, activity, summary, reviews, events, copyright: footer.copyright };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await Promise.all(running.map((sandbox) => sandbox.close()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox clock', () => {
  it('starts at the given instant and runs on from it', () => {
    const clock = sandboxClock(frozen);
    expect(Math.abs(clock() - frozenMs)).toBeLessThan(1000);
    expect(sandboxClock(String(frozenMs))() - frozenMs).toBeLessThan(1000);
    expect(Math.abs(sandboxClock()() - Date.now())).toBeLessThan(1000);
    expect(() => parseNow('next tuesday')).toThrow(/SANDBOX_NOW must be an ISO date-time/);
  });

  it('dates the seed, today’s answers and sessions from SANDBOX_NOW', async () => {
    vi.stubEnv('SANDBOX_NOW', frozen);
    const sandbox = await start(undefined);
    const { signedIn, activity, summary, reviews, events, copyright } = await datedAnswers(sandbox);

    // A session lasts 15 minutes from the frozen instant, not from the real one.
    expect(signedIn.expiresAt - frozenMs).toBeGreaterThanOrEqual(15 * 60_000);
    expect(signedIn.expiresAt - frozenMs).toBeLessThan(16 * 60_000);
    // Seeded history counts back from the frozen day: the newest entry a few days before it.
    expect(Date.parse(signedIn.member?.joinDate ?? '')).toBeLessThan(frozenMs);
    const dates = activity.data.map((entry) => Date.parse(entry.date ?? ''));
    expect(Math.max(...dates)).toBeLessThan(frozenMs);
    expect(Math.max(...dates)).toBeGreaterThan(frozenMs - 10 * day);
    // This year's dines are 2025's: some, but fewer than the history, which reaches back into 2024.
    const dinesThisYear = activity.data.filter((entry) => entry.kind === 'transaction' && (entry.date ?? '').startsWith('2025-'));
    expect(summary.currentYearDines).toBeGreaterThan(0);
    expect(summary.currentYearDines).toBeLessThanOrEqual(dinesThisYear.length);
    expect(Math.min(...dates)).toBeLessThan(Date.parse('2025-01-01T00:00:00Z'));
    // Reviews are dated up to the frozen day, events after it.
    expect(reviews.data[0]?.date?.slice(0, 7)).toMatch(/^2025-0[56]$/);
    expect(reviews.data.every((review) => (review.date ?? '') <= '2025-06-01')).toBe(true);
    expect(events.data.length).toBeGreaterThan(0);
    expect(events.data.every((event) => event.startDateTime > frozen && event.startDateTime < '2025-07-01')).toBe(true);
    expect(copyright).toMatch(/^© 2025 /);
  });

  it('answers the same data when started with the same instant, and follows a new day after a restart', async () => {
    const first = await start(frozen);
    const dataDir = dataDirs.at(-1)!;
    const firstAnswers = await datedAnswers(first);
    await stop(first);
    // A second sandbox, on a fresh data dir, started three real days later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * day });
    try {
      const second = await start(frozen);
      const secondAnswers = await datedAnswers(second);
      const { signedIn: _a, ...stableFirst } = firstAnswers;
      const { signedIn: _b, ...stableSecond } = secondAnswers;
      expect(stableSecond).toEqual(stableFirst);
      expect(secondAnswers.signedIn.member).toEqual(firstAnswers.signedIn.member);
      await stop(second);
    } finally {
      vi.useRealTimers();
    }

    // The first data dir restarted on another day: reseeded, its history now counts back from that day.
    const later = await start('2025-09-01T12:00:00Z', dataDir);
    const { activity } = await datedAnswers(later);
    expect(Math.max(...activity.data.map((entry) => Date.parse(entry.date ?? '')))).toBeGreaterThan(Date.parse('2025-08-20T00:00:00Z'));
  });
});
