// Known visitor (spec 000 §4 "Known member"): a public_id in the query or the cookie identifies a
// member who is not signed in; the look-up's outcome drives the activation redirects.
import { atom } from 'nanostores';
import { fetchKnownMember } from '../api/member.ts';
import type { KnownMember } from '../api/contract/member.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';

export type { KnownMember } from '../api/contract/member.ts';

export interface KnownState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  publicId: string | null;
  member: KnownMember | null;
}

/** Readable cookie holding the visitor's public id; 90 days, like a remembered session (our choice). */
export const publicIdCookie = 'public_id';
export const publicIdDays = 90;

export const $known = atom<KnownState>({ status: 'idle', publicId: null, member: null });

/** Spec 000 §4 "Referral capture": the public id in the query is stored. */
export function storePublicId(publicId: string): void {
  setCookie(publicIdCookie, publicId, { days: publicIdDays });
}

/** The public id from the query (first), else the cookie. */
export function knownPublicId(search: string = location.search): string | null {
  return new URLSearchParams(search).get('public_id') || getCookie(publicIdCookie) || null;
}

let loading: Promise<KnownMember | null> | undefined;

/** Looks the known visitor up once per page; success → interface type known, failure → status error. */
export function loadKnown(publicId: string | null = knownPublicId()): Promise<KnownMember | null> {
  if (loading) return loading;
  if (!publicId) return Promise.resolve(null);
  $known.set({ status: 'loading', publicId, member: null });
  loading = fetchKnownMember(publicId).then(
    (member) => {
      $known.set({ status: 'ready', publicId, member });
      return member;
    },
    () => {
      $known.set({ status: 'error', publicId, member: null });
      return null;
    },
  );
  return loading;
}
