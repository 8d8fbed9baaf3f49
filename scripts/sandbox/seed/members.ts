// Demo members: the same nine roles for every partner (docs/api.md "Demo sign-ins"), so a tester
// can sign in as any member type and tier on any partner with one pattern.
import type { PartnerProfile } from '../partners.ts';
import type { CardType } from '../../../src/api/contract/cards.ts';
import type { DiningProgress, diningProgressStatuses, MemberType, TierLevel } from '../../../src/api/contract/member.ts';

/** The statuses the sandbox seeds: the spec's three (the contract reads any other as it came). */
type ProgressStatus = (typeof diningProgressStatuses)[number];
import type { MemberFlags, NewMember } from '../store/members.ts';
import { createPrng } from './prng.ts';
import { metros } from './metros.ts';

export const demoPassword = 'Password1!';

export interface DemoRole {
  role: string;
  /** Three digits of the partner number: 00009 + partner index (2) + this (3). */
  number: number;
  memberType: MemberType;
  tierLevel: TierLevel;
  active: boolean;
  hasWebProfile: boolean;
  emailOptIn: boolean;
  /** Brand codes of the cards already linked. */
  cards: readonly CardType[];
  hasActivity: boolean;
  progress: ProgressStatus;
  flags?: MemberFlags;
  /** Only seeded for partners with this enrollment type. */
  onlyFor?: 'sso';
  summary: string;
}

export const demoRoles: readonly DemoRole[] = [
  {
    role: 'card',
    number: 1,
    memberType: 'EnrolledCardMember',
    tierLevel: 2,
    active: true,
    hasWebProfile: true,
    emailOptIn: true,
    cards: ['VISA', 'MAST'],
    hasActivity: true,
    progress: 'Building',
    summary: 'Card member, tier 2 (opted in), two cards, activity, a new-member bonus',
  },
  {
    role: 'vip',
    number: 2,
    memberType: 'EnrolledCardMember',
    tierLevel: 3,
    active: true,
    hasWebProfile: true,
    emailOptIn: true,
    cards: ['VISA', 'MAST', 'AMEX'],
    hasActivity: true,
    progress: 'Qualified',
    summary: 'Card member, tier 3 (VIP), dining progress complete',
  },
  {
    role: 'member',
    number: 3,
    memberType: 'EnrolledCardMember',
    tierLevel: 0,
    active: true,
    hasWebProfile: true,
    emailOptIn: false,
    cards: ['DISC'],
    hasActivity: true,
    progress: 'Building',
    summary: 'Card member, tier 0 (opted out of emails)',
  },
  {
    role: 'nocard',
    number: 4,
    memberType: 'NonCardMember',
    tierLevel: 2,
    active: true,
    hasWebProfile: true,
    emailOptIn: true,
    cards: [],
    hasActivity: false,
    progress: 'Building',
    onlyFor: 'sso',
    summary: 'Non-card member (sso partners only)',
  },
  {
    role: 'closed',
    number: 5,
    memberType: 'ClosedAccountMember',
    tierLevel: 2,
    active: false,
    hasWebProfile: true,
    emailOptIn: true,
    cards: [],
    hasActivity: true,
    progress: 'Building',
    summary: 'Closed account: no cards, sees re-enrollment',
  },
  {
    role: 'inactive',
    number: 6,
    memberType: 'EnrolledCardMember',
    tierLevel: 1,
    active: false,
    hasWebProfile: false,
    emailOptIn: false,
    cards: ['VISA'],
    hasActivity: false,
    progress: 'Building',
    summary: 'Non-activated (tier 1), no web profile: known by public id only, activates',
  },
  {
    role: 'known',
    number: 7,
    memberType: 'EnrolledCardMember',
    tierLevel: 2,
    active: true,
    hasWebProfile: false,
    emailOptIn: true,
    cards: ['MAST'],
    hasActivity: false,
    progress: 'Building',
    summary: 'Known visitor: public id link, no web profile (cannot sign in)',
  },
  {
    role: 'fix',
    number: 8,
    memberType: 'EnrolledCardMember',
    tierLevel: 2,
    active: true,
    hasWebProfile: true,
    emailOptIn: true,
    cards: ['VISA'],
    hasActivity: true,
    progress: 'Building',
    flags: { needsCredentialFix: true },
    summary: 'Sign-in answers 409: must fix credentials (email update)',
  },
  {
    role: 'blocked',
    number: 9,
    memberType: 'EnrolledCardMember',
    tierLevel: 2,
    active: true,
    hasWebProfile: true,
    emailOptIn: true,
    cards: ['AMEX'],
    hasActivity: true,
    progress: 'QualifiedAndBuilding',
    flags: { reservationBlocked: true },
    summary: 'Reservations answer user-fraud (deactivated with OpenTable)',
  },
];

const firstNames = ['Avery', 'Jordan', 'Morgan', 'Riley', 'Casey', 'Quinn', 'Taylor', 'Jamie', 'Alex', 'Sam', 'Robin', 'Drew'];
const lastNames = ['Parker', 'Reyes', 'Okoro', 'Lindqvist', 'Nakamura', 'Brennan', 'Castillo', 'Hughes', 'Sandoval', 'Whitaker'];

export const publicIdFor = (partner: PartnerProfile, role: string): string => `${partner.slug}-${role}`;
export const demoEmail = (partner: PartnerProfile, role: string): string => `${role}@${partner.slug}.example`;
export const partnerNumberFor = (partner: PartnerProfile, role: DemoRole): string =>
  `00009${String(partner.index).padStart(2, '0')}${String(role.number).padStart(3, '0')}`;

const progressByStatus: Record<ProgressStatus, DiningProgress> = {
  Building: {
    status: 'Building',
    remainingDines: 7,
    dinesRequired: 11,
    remainingDollars: 640,
    dollarsRequired: 1000,
    ytdMilesOrDollars: 1080,
  },
  QualifiedAndBuilding: {
    status: 'QualifiedAndBuilding',
    remainingDines: 3,
    dinesRequired: 11,
    remainingDollars: 210,
    dollarsRequired: 1000,
    ytdMilesOrDollars: 3950,
  },
  Qualified: {
    status: 'Qualified',
    remainingDines: 0,
    dinesRequired: 11,
    remainingDollars: 0,
    dollarsRequired: 1000,
    ytdMilesOrDollars: 7420,
  },
};

/** The member's home metro: spreads demo members over the map deterministically. */
export const homeMetroFor = (partner: PartnerProfile, role: DemoRole) => {
  const metro = metros[(partner.index + role.number) % metros.length];
  if (!metro) throw new Error('no metros');
  return metro;
};

export function demoMember(partner: PartnerProfile, role: DemoRole, seedDay: number): NewMember {
  const prng = createPrng(`member:${partner.slug}:${role.role}`);
  const metro = homeMetroFor(partner, role);
  const hood = prng.pick(metro.neighborhoods);
  const joinDaysAgo = role.role === 'card' ? 20 : prng.int(120, 1500);
  return {
    partner: partner.slug,
    publicId: publicIdFor(partner, role.role),
    email: demoEmail(partner, role.role),
    partnerNumber: partner.enrollmentType === 'direct' ? partnerNumberFor(partner, role) : null,
    password: role.hasWebProfile ? demoPassword : null,
    ...(role.flags ? { flags: role.flags } : {}),
    profile: {
      firstName: prng.pick(firstNames),
      lastName: prng.pick(lastNames),
      address: { address1: `${prng.int(100, 999)} Demo St`, address2: '', city: metro.city, state: metro.state, zipCode: hood.zip },
      phoneNumber: `${metro.areaCode}55501${String(prng.int(0, 99)).padStart(2, '0')}`,
      smsOptIn: prng.chance(0.5),
      emailOptIn: role.emailOptIn,
      familyId: `F${String(prng.int(1000000, 9999999))}`,
      tierLevel: role.tierLevel,
      memberType: role.memberType,
      active: role.active,
      hasWebProfile: role.hasWebProfile,
      enrollmentSource: role.role === 'card' ? 'WEB' : prng.pick(['WEB', 'APP', 'PARTNER']),
      joinDate: new Date(seedDay - joinDaysAgo * 86_400_000).toISOString(),
      diningProgress: progressByStatus[role.progress],
    },
  };
}

export function rolesFor(partner: PartnerProfile): DemoRole[] {
  return demoRoles.filter((role) => role.onlyFor === undefined || role.onlyFor === partner.enrollmentType);
}

/**
 * Roles POST /__sandbox/members makes fresh members of (docs/api.md "Sandbox controls"): every demo
 * role a member can be fresh in, `known` aside (no web profile, like `inactive`, which covers it).
 */
export const freshRoles = ['card', 'vip', 'member', 'nocard', 'closed', 'inactive', 'fix', 'blocked'] as const;
export type FreshRole = (typeof freshRoles)[number];

/** Who a fresh member is: generated by the caller, unique among the partner's members. */
export type FreshIdentity = Pick<NewMember, 'publicId' | 'email' | 'partnerNumber'> & { password: string };

/**
 * A fresh member of a demo role under its own identity, so a test can change it without touching the
 * shared demo members: the role's profile, tier, dining progress, flags and cards (the caller links
 * them, or others). Roles without a web profile get no password.
 */
export function freshMember(partner: PartnerProfile, roleName: FreshRole, identity: FreshIdentity, seedDay: number) {
  const role = demoRoles.find((candidate) => candidate.role === roleName);
  if (!role) throw new Error(`no demo role ${roleName}`);
  const member: NewMember = {
    ...demoMember(partner, role, seedDay),
    ...identity,
    password: role.hasWebProfile ? identity.password : null,
  };
  return { member, role };
}
