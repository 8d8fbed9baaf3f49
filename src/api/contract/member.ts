// The member record (spec 001 §3 "Member", spec 000 §3; docs/api.md "Members"): the signed-in
// member, the known visitor's masked view, and the profile update.
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, openEnum, withDefault } from './tolerant.ts';

export const memberTypes = ['EnrolledCardMember', 'NonCardMember', 'ClosedAccountMember'] as const;
export const memberTypeSchema = openEnum(memberTypes);
/** A known member type, or one a newer backend added (the product treats it as a card member's
 *  neighbour: no re-enrollment, no join prompt). */
export type MemberType = z.infer<typeof memberTypeSchema>;

/** 0 opted out, 1 non-activated, 2 opted in, 3 VIP (spec 001 §3); any other level reads as unknown
 *  ("An unknown tier shows the sign-in prompt", 001 §4). */
export const tierLevelSchema = z.int() as unknown as z.ZodMiniType<0 | 1 | 2 | 3 | (number & {}), number>;
export type TierLevel = 0 | 1 | 2 | 3;

/** `known` only on the known-visitor look-up; the signed-in member is `direct` or `sso`. */
export const interfaceTypeSchema = z.enum(['known', 'sso', 'direct']);
export type InterfaceType = z.infer<typeof interfaceTypeSchema>;

const text = withDefault(z.string(), '');

export const addressSchema = z.object({
  address1: text,
  address2: text,
  city: text,
  state: text,
  zipCode: text,
});
export type Address = z.infer<typeof addressSchema>;
const emptyAddress: Address = { address1: '', address2: '', city: '', state: '', zipCode: '' };

export const diningProgressStatuses = ['Building', 'QualifiedAndBuilding', 'Qualified'] as const;
/** Qualification progress: QualifiedAndBuilding reads "renewing", Qualified "complete" (spec 001 §3). */
export const diningProgressSchema = z.object({
  status: openEnum(diningProgressStatuses),
  remainingDines: withDefault(z.number(), 0),
  dinesRequired: withDefault(z.number(), 0),
  remainingDollars: withDefault(z.number(), 0),
  dollarsRequired: withDefault(z.number(), 0),
  ytdMilesOrDollars: withDefault(z.number(), 0),
});
export type DiningProgress = z.infer<typeof diningProgressSchema>;

export const bonusStatuses = ['Eligible', 'Enrolled', 'Qualified'] as const;
export const bonusStatusSchema = openEnum(bonusStatuses);
export type BonusStatus = (typeof bonusStatuses)[number];

export const activeBonusSchema = z.object({
  code: idSchema,
  bonusStatus: bonusStatusSchema,
  /** Null when the backend has no date: the banner then shows without the days_to_display window. */
  createDateUtc: withDefault(z.nullable(isoDateSchema), null),
  description: text,
  isNewMemberBonus: withDefault(z.boolean(), false),
  memberIsEligibleForNMB: withDefault(z.boolean(), false),
});
export type ActiveBonus = z.infer<typeof activeBonusSchema>;

/** The fields every member view carries (the known-visitor look-up answers only these; spec 000 §3). */
export const memberSummarySchema = z.object({
  publicId: idSchema,
  firstName: text,
  lastName: text,
  email: text,
  memberType: memberTypeSchema,
  tierLevel: tierLevelSchema,
  active: withDefault(z.boolean(), true),
  hasWebProfile: withDefault(z.boolean(), false),
  /** Not named for the signed-in member: null there means "as the partner's enrollment type". */
  interfaceType: withDefault(z.nullable(interfaceTypeSchema), null),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** The signed-in member (spec 001 §3); partnerNumber, interfaceType and campaignCodes are docs/api.md
 *  extras with defaults. */
export const memberSchema = z.extend(memberSummarySchema, {
  familyId: withDefault(idSchema, ''),
  /** null for members without one (sso and none partners). */
  partnerNumber: withDefault(z.nullable(z.string()), null),
  address: withDefault(addressSchema, emptyAddress),
  /** Digits only. */
  phoneNumber: withDefault(z.nullable(z.string()), null),
  smsOptIn: withDefault(z.boolean(), false),
  emailOptIn: withDefault(z.boolean(), false),
  enrollmentSource: text,
  joinDate: withDefault(z.nullable(isoDateSchema), null),
  diningProgress: withDefault(z.nullable(diningProgressSchema), null),
  activeBonuses: withDefault(z.array(activeBonusSchema), []),
  interfaceType: withDefault(z.nullable(z.enum(['direct', 'sso'])), null),
  /** The tier's campaign codes, compared with a merchant's benefitAvailability.campaignCodes; when
   *  absent the product derives them from the tier (earn rules). */
  campaignCodes: withDefault(z.nullable(z.array(z.string())), null),
});
export type Member = z.infer<typeof memberSchema>;

/** A known visitor: arrived with a public id, not signed in; email masked ("c***@delta.example"). */
export const knownMemberSchema = memberSummarySchema;
export type KnownMember = Omit<MemberSummary, 'interfaceType'> & { interfaceType: 'known' };

/** PUT /api/Member: absent fields stay unchanged; `phoneNumber` null or "" clears it. `email` and
 *  `password` are accepted only unchanged, as are an sso member's names. `smsOptInV2`, when sent,
 *  wins over `smsOptIn`, as at registration (docs/api.md "Members"). */
export const memberUpdateSchema = z.object({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  address: z.optional(z.partial(addressSchema)),
  phoneNumber: z.optional(z.nullable(z.string())),
  emailOptIn: z.optional(z.boolean()),
  smsOptIn: z.optional(z.boolean()),
  smsOptInV2: z.optional(z.boolean()),
  email: z.optional(z.string()),
  password: z.optional(z.string()),
});
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;
