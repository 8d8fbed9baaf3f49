// Members: stored rows, look-ups by the identifiers a member signs in with, and the API views
// (shaped by the API contract; the stored profile reuses the contract's parts).
import type { DatabaseSync } from 'node:sqlite';
import { createHash } from 'node:crypto';
import type {
  ActiveBonus,
  Address,
  BonusStatus,
  DiningProgress,
  KnownMember,
  Member as MemberView,
  MemberType,
  TierLevel,
} from '../../../src/api/contract/member.ts';
import type { PartnerProfile } from '../partners.ts';
import { campaignCodesByTier } from '../seed/merchants.ts';

export interface MemberProfile {
  firstName: string;
  lastName: string;
  address: Address;
  phoneNumber: string | null;
  smsOptIn: boolean;
  emailOptIn: boolean;
  familyId: string;
  tierLevel: TierLevel;
  memberType: MemberType;
  active: boolean;
  hasWebProfile: boolean;
  enrollmentSource: string;
  joinDate: string;
  diningProgress: DiningProgress;
}

/** Demo-only behaviours a member row can carry (docs/api.md "Demo sign-ins"). */
export interface MemberFlags {
  /** Sign-in answers 409: an email update is required first (/fix_credentials). */
  needsCredentialFix?: boolean;
  /** The reservation provider has deactivated this member (user-fraud). */
  reservationBlocked?: boolean;
}

export interface Member {
  id: number;
  partner: string;
  publicId: string;
  email: string;
  partnerNumber: string | null;
  passwordHash: string | null;
  failedLogins: number;
  lockedUntil: number | null;
  flags: MemberFlags;
  profile: MemberProfile;
}

interface MemberRow {
  id: number;
  partner: string;
  public_id: string;
  email: string;
  partner_number: string | null;
  password_hash: string | null;
  failed_logins: number;
  locked_until: number | null;
  flags: string;
  profile: string;
}

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  partner: row.partner,
  publicId: row.public_id,
  email: row.email,
  partnerNumber: row.partner_number,
  passwordHash: row.password_hash,
  failedLogins: row.failed_logins,
  lockedUntil: row.locked_until,
  flags: JSON.parse(row.flags) as MemberFlags,
  profile: JSON.parse(row.profile) as MemberProfile,
});

/** Salted SHA-256: plenty for demo credentials and fast enough to seed hundreds of members. */
export function hashPassword(publicId: string, password: string): string {
  return createHash('sha256').update(`${publicId}:${password}`).digest('hex');
}

export function findMemberById(db: DatabaseSync, id: number): Member | undefined {
  const row = db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
  return row && toMember(row);
}

export function findMemberByPublicId(db: DatabaseSync, partner: string, publicId: string): Member | undefined {
  const row = db.prepare('SELECT * FROM members WHERE partner = ? AND public_id = ?').get(partner, publicId) as MemberRow | undefined;
  return row && toMember(row);
}

/** Members sign in and recover with their email or their partner number. */
export function findMemberByIdentifier(db: DatabaseSync, partner: string, identifier: string): Member | undefined {
  const value = identifier.trim();
  const row = (
    value.includes('@')
      ? db.prepare('SELECT * FROM members WHERE partner = ? AND email = ? COLLATE NOCASE').get(partner, value)
      : db.prepare('SELECT * FROM members WHERE partner = ? AND partner_number = ?').get(partner, value)
  ) as MemberRow | undefined;
  return row && toMember(row);
}

/** The profile fields one write changes; an address names only the address fields it changes. */
export type ProfileChanges = Partial<Omit<MemberProfile, 'address'>> & { address?: Partial<Address> };

/**
 * Writes only the given profile fields (json_set on the stored profile), never the whole record: a
 * change made meanwhile to another field survives. Callers read the member, decide and call this in
 * one transaction with no await in between (docs/api.md "Conventions", writes).
 */
export function updateProfileFields(db: DatabaseSync, memberId: number, changes: ProfileChanges): void {
  const { address, ...top } = changes;
  const assignments: [path: string, value: unknown][] = [
    ...Object.entries(top).map(([key, value]): [string, unknown] => [`$.${key}`, value]),
    ...Object.entries(address ?? {}).map(([key, value]): [string, unknown] => [`$.address.${key}`, value]),
  ].filter(([, value]) => value !== undefined);
  if (assignments.length === 0) return;
  db.prepare(`UPDATE members SET profile = json_set(profile, ${assignments.map(() => '?, json(?)').join(', ')}) WHERE id = ?`).run(
    ...assignments.flatMap(([path, value]) => [path, JSON.stringify(value)]),
    memberId,
  );
}

/** Replaces the email a member signs in with (fixing credentials) and clears the flag that asked for it. */
export function saveFixedEmail(db: DatabaseSync, memberId: number, email: string): void {
  db.prepare("UPDATE members SET email = ?, flags = json_remove(flags, '$.needsCredentialFix') WHERE id = ?").run(email, memberId);
}

export function saveSignInState(db: DatabaseSync, memberId: number, failedLogins: number, lockedUntil: number | null): void {
  db.prepare('UPDATE members SET failed_logins = ?, locked_until = ? WHERE id = ?').run(failedLogins, lockedUntil, memberId);
}

export function savePassword(db: DatabaseSync, member: Member, password: string): void {
  db.prepare('UPDATE members SET password_hash = ?, failed_logins = 0, locked_until = NULL WHERE id = ?').run(
    hashPassword(member.publicId, password),
    member.id,
  );
}

export interface NewMember {
  partner: string;
  publicId: string;
  email: string;
  partnerNumber: string | null;
  password: string | null;
  flags?: MemberFlags;
  profile: MemberProfile;
}

export function insertMember(db: DatabaseSync, member: NewMember): number {
  const result = db
    .prepare('INSERT INTO members (partner, public_id, email, partner_number, password_hash, flags, profile) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(
      member.partner,
      member.publicId,
      member.email,
      member.partnerNumber,
      member.password === null ? null : hashPassword(member.publicId, member.password),
      JSON.stringify(member.flags ?? {}),
      JSON.stringify(member.profile),
    );
  return Number(result.lastInsertRowid);
}

/** What a bonus row stores besides its code, status and creation time. */
export type StoredBonus = Pick<ActiveBonus, 'description' | 'isNewMemberBonus' | 'memberIsEligibleForNMB'>;

export function listBonuses(db: DatabaseSync, memberId: number): ActiveBonus[] {
  const rows = db
    .prepare('SELECT code, status, created_at, data FROM bonuses WHERE member_id = ? ORDER BY created_at DESC')
    .all(memberId) as { code: string; status: BonusStatus; created_at: number; data: string }[];
  return rows.map((row) => {
    const data = JSON.parse(row.data) as StoredBonus;
    return { code: row.code, bonusStatus: row.status, createDateUtc: new Date(row.created_at).toISOString(), ...data };
  });
}

/** GET /api/Member: the signed-in member (spec 001 §3 Member, plus interfaceType and campaignCodes). */
export function memberView(db: DatabaseSync, member: Member, partner: PartnerProfile): MemberView {
  const p = member.profile;
  return {
    publicId: member.publicId,
    familyId: p.familyId,
    email: member.email,
    partnerNumber: member.partnerNumber,
    firstName: p.firstName,
    lastName: p.lastName,
    address: p.address,
    phoneNumber: p.phoneNumber,
    smsOptIn: p.smsOptIn,
    emailOptIn: p.emailOptIn,
    tierLevel: p.tierLevel,
    memberType: p.memberType,
    active: p.active,
    hasWebProfile: p.hasWebProfile,
    enrollmentSource: p.enrollmentSource,
    joinDate: p.joinDate,
    diningProgress: p.diningProgress,
    activeBonuses: listBonuses(db, member.id),
    interfaceType: partner.enrollmentType === 'sso' ? 'sso' : 'direct',
    campaignCodes: [...(campaignCodesByTier[p.tierLevel] ?? [])],
  };
}

/** GET /api/Member/{publicId}: what a known visitor's link may reveal (email masked). */
export function knownMemberView(member: Member): KnownMember {
  const p = member.profile;
  const [local = '', domain = ''] = member.email.split('@');
  return {
    publicId: member.publicId,
    firstName: p.firstName,
    lastName: p.lastName,
    email: `${local.slice(0, 1)}***@${domain}`,
    memberType: p.memberType,
    tierLevel: p.tierLevel,
    active: p.active,
    hasWebProfile: p.hasWebProfile,
    interfaceType: 'known',
  };
}
