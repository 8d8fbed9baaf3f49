// Every answer the browser reads, by name: `npm run api:generate` turns each into the JSON Schema its
// reader follows (src/api/answers.generated.ts) and into docs/openapi.json. Add a shape here when a
// page starts reading a new answer.
import { cardDeletionSchema, cardListSchema, cardRegistrationResultSchema, partnerCardListSchema } from './cards.ts';
import { knownMemberSchema, memberSchema } from './member.ts';
import {
  activityPageSchema,
  creditBalanceSchema,
  dineSummarySchema,
  missingRewardClaimSchema,
  reviewStatusListSchema,
  transactionPageSchema,
} from './activity.ts';
import { bonusRegistrationSchema } from './bonuses.ts';
import { credentialFixRequiredSchema, signedInSchema, signInElsewhereSchema, tooManyAttemptsSchema } from './sign-in.ts';
import { passwordResetRefusedSchema, recoveryConfirmedSchema, recoveryMessageSchema } from './recovery.ts';
import { reenrollmentResultSchema } from './cards.ts';
import { validationResultSchema } from './enrollment.ts';
import { csrfTokenSchema } from './session.ts';
import {
  defaultLocationSchema,
  flexOfferListSchema,
  menuSchema,
  merchantDetailSchema,
  merchantEventListSchema,
  merchantReviewPageSchema,
  merchantSearchResultSchema,
} from './merchants.ts';
import { availabilitySchema, bookingSchema, cancellationSchema, reservationListSchema } from './reservations.ts';

export const answers = {
  // Cards
  cardList: cardListSchema,
  partnerCardList: partnerCardListSchema,
  cardRegistrationResult: cardRegistrationResultSchema,
  cardDeletion: cardDeletionSchema,
  reenrollmentResult: reenrollmentResultSchema,
  // Members
  member: memberSchema,
  knownMember: knownMemberSchema,
  // Activity and bonuses
  activityPage: activityPageSchema,
  transactionPage: transactionPageSchema,
  reviewStatusList: reviewStatusListSchema,
  creditBalance: creditBalanceSchema,
  dineSummary: dineSummarySchema,
  missingRewardClaim: missingRewardClaimSchema,
  bonusRegistration: bonusRegistrationSchema,
  // Session, sign-in, enrollment and recovery
  csrfToken: csrfTokenSchema,
  validationResult: validationResultSchema,
  signedIn: signedInSchema,
  tooManyAttempts: tooManyAttemptsSchema,
  signInElsewhere: signInElsewhereSchema,
  credentialFixRequired: credentialFixRequiredSchema,
  recoveryMessage: recoveryMessageSchema,
  recoveryConfirmed: recoveryConfirmedSchema,
  passwordResetRefused: passwordResetRefusedSchema,
  // Merchants and reservations
  merchantSearchResult: merchantSearchResultSchema,
  defaultLocation: defaultLocationSchema,
  merchantDetail: merchantDetailSchema,
  menu: menuSchema,
  merchantReviewPage: merchantReviewPageSchema,
  merchantEventList: merchantEventListSchema,
  flexOfferList: flexOfferListSchema,
  availability: availabilitySchema,
  booking: bookingSchema,
  reservationList: reservationListSchema,
  cancellation: cancellationSchema,
} as const;

export type AnswerName = keyof typeof answers;
