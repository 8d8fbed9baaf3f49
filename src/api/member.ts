// Member calls (spec 000 §7, 001 §7; docs/api.md "Members").
import { api, asObject, type CallOptions } from './client.ts';

export type MemberType = 'EnrolledCardMember' | 'NonCardMember' | 'ClosedAccountMember';
export type InterfaceType = 'known' | 'sso' | 'direct';
/** 0 opted out, 1 non-activated, 2 opted in, 3 VIP (spec 001 §3). */
export type TierLevel = 0 | 1 | 2 | 3;

export interface Address {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface DiningProgress {
  status: 'Building' | 'QualifiedAndBuilding' | 'Qualified';
  remainingDines: number;
  dinesRequired: number;
  remainingDollars: number;
  dollarsRequired: number;
  ytdMilesOrDollars: number;
}

export interface ActiveBonus {
  code: string;
  bonusStatus: 'Eligible' | 'Enrolled' | 'Qualified';
  createDateUtc: string;
  description: string;
  isNewMemberBonus: boolean;
  memberIsEligibleForNMB: boolean;
}

/** The fields every member view carries (the known-visitor look-up answers only these). */
export interface MemberSummary {
  publicId: string;
  firstName: string;
  lastName: string;
  email: string;
  memberType: MemberType;
  tierLevel: TierLevel;
  active: boolean;
  hasWebProfile: boolean;
  interfaceType: InterfaceType;
}

/** The signed-in member (spec 001 §3 plus docs/api.md's partnerNumber and campaignCodes). */
export interface Member extends MemberSummary {
  familyId: string;
  partnerNumber?: string;
  address: Address;
  phoneNumber: string | null;
  smsOptIn: boolean;
  emailOptIn: boolean;
  enrollmentSource: string;
  joinDate: string;
  diningProgress: DiningProgress | null;
  activeBonuses: ActiveBonus[];
  campaignCodes: string[];
}

/** A known visitor: arrived with a public id, not signed in (email is masked). */
export interface KnownMember extends MemberSummary {
  interfaceType: 'known';
}

const memberTypes: readonly unknown[] = ['EnrolledCardMember', 'NonCardMember', 'ClosedAccountMember'];

/** Hand-written guard: the fields the runtime branches on must be there. */
export function asMember<T extends MemberSummary>(value: unknown): T {
  const member = asObject(value, 'member');
  if (typeof member.publicId !== 'string' || !memberTypes.includes(member.memberType)) throw new TypeError('Unexpected member response');
  return member as unknown as T;
}

/** GET /api/Member: the signed-in member; 401 when signed out (the caller picks the 401 mapping). */
export async function fetchMember(options: Pick<CallOptions, 'unauthorized' | 'serverError'> = {}): Promise<Member> {
  return asMember<Member>(await api('/api/Member', options));
}

/** GET /api/Member/{publicId} (CSRF): the known visitor, marked interface type known (spec 000 §4). */
export async function fetchKnownMember(publicId: string): Promise<KnownMember> {
  const member = asMember<MemberSummary>(await api(`/api/Member/${encodeURIComponent(publicId)}`, { csrf: true }));
  return { ...member, interfaceType: 'known' };
}

export type MemberUpdate = Partial<Pick<Member, 'firstName' | 'lastName' | 'phoneNumber' | 'emailOptIn' | 'smsOptIn' | 'email'>> & {
  address?: Partial<Address>;
  password?: string;
};

/** PUT /api/Member (CSRF): member call, so 401 → /login; rejects with the full ApiError. */
export async function updateMember(fields: MemberUpdate): Promise<Member> {
  return asMember<Member>(await api('/api/Member', { method: 'PUT', body: fields, unauthorized: 'redirect' }));
}

export interface ActivateResult {
  activated: boolean;
  member: KnownMember;
}

/** POST /api/Member/Activate (CSRF): rejects with an ApiError whose message is the status text. */
export function activateMember(publicId: string): Promise<ActivateResult> {
  return api<ActivateResult>('/api/Member/Activate', { method: 'POST', body: { publicId } });
}

/** GET /api/SignOut with keepalive, so it completes while the page navigates away (spec 000 §7). */
export function signOut(): Promise<{ signedOut: boolean }> {
  return api<{ signedOut: boolean }>('/api/SignOut', { keepalive: true });
}
