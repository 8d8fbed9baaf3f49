// Member calls (spec 000 §7, 001 §7; docs/api.md "Members"). Content pages load this module, so it
// stays free of zod: calls come from the contract's zod-free calls.ts, shapes from the generated
// readers (answers.generated.ts), contract types as types only.
import { knownMemberAnswer } from './answers/knownMember.ts';
import { memberAnswer } from './answers/member.ts';
import { readApi, withParams, type CallOptions } from './client.ts';
import { getKnownMember, getMember, updateMember as updateMemberCall } from './contract/calls.ts';
import type { KnownMember, Member, MemberUpdate } from './contract/member.ts';

/**
 * The campaign codes each tier holds (docs/api.md "Members": tier 0 and 1 STANDARD, 2 adds SELECT,
 * 3 adds VIP), compared with a merchant's benefitAvailability.campaignCodes for the "Unlock access
 * to earn" prompt (spec 000 §2). `campaignCodes` is not a spec field: a member answered without it
 * holds its tier's codes; an unknown tier holds none (it sees the sign-in prompt anyway, 001 §4).
 */
export const tierCampaignCodes: Readonly<Record<number, readonly string[]>> = {
  0: ['STANDARD'],
  1: ['STANDARD'],
  2: ['STANDARD', 'SELECT'],
  3: ['STANDARD', 'SELECT', 'VIP'],
};

/** The member as the product uses it: campaign codes from the tier when the answer has none. */
function withDefaults(member: Member): Member {
  return member.campaignCodes !== null ? member : { ...member, campaignCodes: [...(tierCampaignCodes[member.tierLevel] ?? [])] };
}

/** GET /api/Member: the signed-in member; rejects with the 401 when signed out, which the member
 *  store reads as "anonymous" (no /login: every page asks). An answer that cannot be read rejects
 *  with a ReadError (one console error names the field). */
export async function fetchMember(options: Pick<CallOptions, 'serverError'> = {}): Promise<Member> {
  return withDefaults(await readApi(getMember, memberAnswer, { ...options, unauthorized: 'reject' }));
}

/** GET /api/Member/{publicId} (CSRF): the known visitor, marked interface type known (spec 000 §4). */
export async function fetchKnownMember(publicId: string): Promise<KnownMember> {
  const member = await readApi(withParams(getKnownMember, { publicId }), knownMemberAnswer);
  return { ...member, interfaceType: 'known' };
}

/** PUT /api/Member (CSRF): member call, so 401 → /login; resolves to the member as saved (docs/api.md),
 *  rejects with the full ApiError. */
export async function updateMember(fields: MemberUpdate): Promise<Member> {
  return withDefaults(await readApi(updateMemberCall, memberAnswer, { body: fields }));
}
