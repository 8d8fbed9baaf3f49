// The signed-in member, shared by every island and shell script: one GET /api/Member per page load
// (ARCHITECTURE: "one member fetch per page"; spec 000 §7: member queries never go stale, no retry).
import { atom, computed } from 'nanostores';
import { ApiError, goToServerError } from '../api/client.ts';
import { fetchMember } from '../api/member.ts';
import type { Member } from '../api/contract/member.ts';
import { $known } from './known.ts';
import { userStateOf, type UserState } from './user-state.ts';

export type { UserState };

export type { Member, MemberType, TierLevel, InterfaceType, KnownMember } from '../api/contract/member.ts';

export interface MemberState {
  /** ready with member null = anonymous. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  member: Member | null;
  /** With status error: the HTTP status the fetch failed with (none for a network failure, a time-out
   *  or an answer that could not be read). */
  failedStatus?: number;
}

export const $member = atom<MemberState>({ status: 'idle', member: null });

let pending: Promise<Member | null> | undefined;
let loaded: Promise<Member | null> | undefined;
/** What every member fetch waits for first (the sign-out on /SignOut). */
let gate: Promise<unknown> = Promise.resolve();

/**
 * Member fetches wait for `task`: on /SignOut the session must end before anyone (the shell, an
 * overlay, an island) asks who is signed in, or a fetch that overtakes the sign-out answers with
 * the old member and its answer's cookies bring the session back.
 */
export function holdMemberFetchesUntil(task: Promise<unknown>): void {
  gate = task.catch(() => undefined);
}

function fetchIntoStore(): Promise<Member | null> {
  // No 401 redirect here: every page asks, and a 401 just means an anonymous visitor.
  pending ??= gate
    .then(() => fetchMember())
    .then(
      (member) => {
        $member.set({ status: 'ready', member });
        return member;
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          $member.set({ status: 'ready', member: null });
          return null;
        }
        // Keep what we had (a failed keep-alive must not look like a sign-out).
        const failedStatus = error instanceof ApiError ? error.status : undefined;
        $member.set({ status: 'error', member: $member.get().member, ...(failedStatus ? { failedStatus } : {}) });
        return null;
      },
    )
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** How a caller takes a failed fetch. The fetch is the page's one and is shared, so the option acts
 *  on its outcome, not on the request. */
export interface MemberFetchOptions {
  /** For a page whose own data is the member (profile): a 5xx goes to /error?code=<status>&from=<this
   *  page>, as the api option of that name does (spec 000 §8 "server errors lead to /error"). */
  serverError?: 'redirect';
}

function settle(fetched: Promise<Member | null>, { serverError }: MemberFetchOptions): Promise<Member | null> {
  if (serverError !== 'redirect') return fetched;
  return fetched.then((member) => {
    const { status, member: shown, failedStatus } = $member.get();
    // Only when the page has no member to show; as the client's redirect, the error page's "Try
    // again" returns here.
    if (status === 'error' && shown === null && failedStatus !== undefined && failedStatus >= 500) goToServerError(failedStatus);
    return member;
  });
}

/** The page's member fetch: the first call fetches, later and concurrent callers share its promise. */
export function loadMember(options: MemberFetchOptions = {}): Promise<Member | null> {
  if (!loaded) {
    if ($member.get().status === 'idle') $member.set({ status: 'loading', member: null });
    loaded = fetchIntoStore();
  }
  return settle(loaded, options);
}

/** Fetches again (keep-alive extends the session; bfcache restore; a change the member made, such as
 *  a linked card): concurrent calls share one request. */
export function refreshMember(options: MemberFetchOptions = {}): Promise<Member | null> {
  loaded ??= fetchIntoStore();
  return settle(pending ?? fetchIntoStore(), options);
}

export const $userState = computed([$member, $known], ({ member }, known): UserState => userStateOf(member, known));
