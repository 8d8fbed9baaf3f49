// The member record (spec 001 §3 "Member", spec 000 §3; docs/api.md "Members"): the signed-in
// member, the known visitor's masked view, and the profile update.
import { z } from 'zod/mini';

export const memberTypes = ['EnrolledCardMember', 'NonCardMember', 'ClosedAccountMember'] as const;
export const memberTypeSchema = z.enum(memberTypes);
export type MemberType = z.infer<typeof memberTypeSchema>;

/** 0 opted out, 1 non-activated, 2 opted in, 3 VIP (spec 001 §3). */
export const tierLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type TierLevel = z.infer<typeof tierLevelSchema>;

/** `known` only on the known-visitor look-up; the signed-in member is `direct` or `sso`. */
export const interfaceTypeSchema = z.enum(['known', 'sso', 'direct']);
export type InterfaceType = z.infer<typeof interfaceTypeSchema>;

export const addressSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** Qualification progress: QualifiedAndBuilding reads "renewing", Qualified "complete" (spec 001 §3). */
export const diningProgressSchema = z.object({
  status: z.enum(['Building', 'QualifiedAndBuilding', 'Qualified']),
  remainingDines: z.number(),
  dinesRequired: z.number(),
  remainingDollars: z.number(),
  dollarsRequired: z.number(),
  ytdMilesOrDollars: z.number(),
});
export type DiningProgress = z.infer<typeof diningProgressSchema>;

export const bonusStatusSchema = z.enum(['Eligible', 'Enrolled', 'Qualified']);
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

export const activeBonusSchema = z.object({
  code: z.string(),
  bonusStatus: bonusStatusSchema,
  createDateUtc: z.string(),
  description: z.string(),
  isNewMemberBonus: z.boolean(),
  memberIsEligibleForNMB: z.boolean(),
});
export type ActiveBonus = z.infer<typeof activeBonusSchema>;

/** The fields every member view carries (the known-visitor look-up answers only these). */
export const memberSummarySchema = z.object({
  publicId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  memberType: memberTypeSchema,
  tierLevel: tierLevelSchema,
  active: z.boolean(),
  hasWebProfile: z.boolean(),
  interfaceType: interfaceTypeSchema,
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** The signed-in member (spec 001 §3, plus docs/api.md's partnerNumber, interfaceType and campaignCodes). */
export const memberSchema = z.extend(memberSummarySchema, {
  familyId: z.string(),
  /** null for members without one (sso and none partners). */
  partnerNumber: z.nullable(z.string()),
  address: addressSchema,
  /** Digits only. */
  phoneNumber: z.nullable(z.string()),
  smsOptIn: z.boolean(),
  emailOptIn: z.boolean(),
  enrollmentSource: z.string(),
  joinDate: z.string(),
  diningProgress: z.nullable(diningProgressSchema),
  activeBonuses: z.array(activeBonusSchema),
  interfaceType: z.enum(['direct', 'sso']),
  /** The tier's campaign codes, compared with a merchant's benefitAvailability.campaignCodes. */
  campaignCodes: z.array(z.string()),
});
export type Member = z.infer<typeof memberSchema>;

/** A known visitor: arrived with a public id, not signed in; email masked ("c***@delta.example"). */
export const knownMemberSchema = z.extend(memberSummarySchema, {
  interfaceType: z.literal('known'),
});
export type KnownMember = z.infer<typeof knownMemberSchema>;

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
