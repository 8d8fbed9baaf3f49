// Member calls (spec 000 §7, 001 §7; docs/api.md "Members"). Calls come from the contract's zod-free
// calls.ts; shapes are imported as types only: content pages load this module and stay free of zod.
import { api, asObject, withParams, type CallOptions } from './client.ts';
import {
  activateMember as activateMemberCall,
  getKnownMember,
  getMember,
  signOut as signOutCall,
  updateMember as updateMemberCall,
} from './contract/calls.ts';
import type { KnownMember, Member, MemberSummary, MemberUpdate } from './contract/member.ts';
import type { ActivationRequest, ActivationResult } from './contract/enrollment.ts';
import type { SignOutResult } from './contract/session.ts';

const memberTypes: readonly unknown[] = [
  'EnrolledCardMember',
  'NonCardMember',
  'ClosedAccountMember',
] satisfies readonly Member['memberType'][];

/** Hand-written check (no schema library on content pages): the fields the runtime branches on. */
function looksLikeMember<T extends MemberSummary>(value: Record<string, unknown>): value is Record<string, unknown> & T {
  return typeof value.publicId === 'string' && memberTypes.includes(value.memberType);
}

/** Light guard: a plain object with a public id and a known member type, or a TypeError. */
export function asMember<T extends MemberSummary>(value: unknown): T {
  const member = asObject(value, 'member');
  if (!looksLikeMember<T>(member)) throw new TypeError('Unexpected member response');
  return member;
}

/** GET /api/Member: the signed-in member; 401 when signed out (the caller picks the 401 mapping). */
export async function fetchMember(options: Pick<CallOptions, 'unauthorized' | 'serverError'> = {}): Promise<Member> {
  return asMember<Member>(await api(getMember, options));
}

/** GET /api/Member/{publicId} (CSRF): the known visitor, marked interface type known (spec 000 §4). */
export async function fetchKnownMember(publicId: string): Promise<KnownMember> {
  const member = asMember<MemberSummary>(await api(withParams(getKnownMember, { publicId })));
  return { ...member, interfaceType: 'known' };
}

/** PUT /api/Member (CSRF): member call, so 401 → /login; rejects with the full ApiError. */
export async function updateMember(fields: MemberUpdate): Promise<Member> {
  return asMember<Member>(await api(updateMemberCall, { body: fields, unauthorized: 'redirect' }));
}

/** POST /api/Member/Activate (CSRF): rejects with an ApiError whose message is the status text. */
export function activateMember(publicId: string): Promise<ActivationResult> {
  const body: ActivationRequest = { publicId };
  return api<ActivationResult>(activateMemberCall, { body });
}

/** GET /api/SignOut with keepalive, so it completes while the page navigates away (spec 000 §7). */
export function signOut(): Promise<SignOutResult> {
  return api<SignOutResult>(signOutCall, { keepalive: true });
}
