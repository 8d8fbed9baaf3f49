// What each call of calls.ts takes and answers, by the call's name: the answer the product reads (a
// name in answers.ts), the query or body it sends, and the error bodies particular to the call.
// docs/openapi.json (`npm run api:generate`) and the conformance check (`npm run conformance`) are
// made from this and answers.ts alone, so a call or an answer added there is covered by both. Beside
// calls.ts rather than in it: calls.ts stays zod-free, the browser loads it on every page.
import type { z } from 'zod/mini';
import {
  activityPageQuerySchema,
  missingRewardClaimRequestSchema,
  missingRewardRefusedSchema,
  reviewStatusQuerySchema,
} from './activity.ts';
import { bonusTakenSchema } from './bonuses.ts';
import type * as calls from './calls.ts';
import { cardDeletionQuerySchema, cardRegistrationRequestSchema } from './cards.ts';
import { cmsQuerySchema, cmsSetSchema, featureFlagsSchema } from './content.ts';
import {
  activationRequestSchema,
  activationResultSchema,
  emailValidationQuerySchema,
  prospectCapturedSchema,
  prospectCaptureSchema,
  prospectRegistrationSchema,
  zipValidationQuerySchema,
} from './enrollment.ts';
import { credentialFixSchema, signInRequestSchema } from './sign-in.ts';
import { passwordResetSchema, recoveryConfirmationSchema, recoveryRequestSchema } from './recovery.ts';
import { ssoSignInFormSchema, ssoSignInPageQuerySchema } from './sso.ts';
import { errorBodySchema, fieldErrorsBodySchema } from './errors.ts';
import { impressionBatchSchema, impressionsReceivedSchema } from './impressions.ts';
import { memberUpdateSchema } from './member.ts';
import { merchantDetailQuerySchema, merchantMissingSchema, merchantSearchQuerySchema, reviewPageQuerySchema } from './merchants.ts';
import { availabilityQuerySchema, bookingRequestSchema, reservationChangeSchema, reservationErrorSchema } from './reservations.ts';
import { signOutResultSchema } from './session.ts';

/** Request bodies by name (docs/openapi.json's components). */
export const requests = {
  activationRequest: activationRequestSchema,
  bookingRequest: bookingRequestSchema,
  cardRegistrationRequest: cardRegistrationRequestSchema,
  credentialFix: credentialFixSchema,
  impressionBatch: impressionBatchSchema,
  memberUpdate: memberUpdateSchema,
  missingRewardClaimRequest: missingRewardClaimRequestSchema,
  passwordReset: passwordResetSchema,
  prospectCapture: prospectCaptureSchema,
  prospectRegistration: prospectRegistrationSchema,
  recoveryConfirmation: recoveryConfirmationSchema,
  recoveryRequest: recoveryRequestSchema,
  reservationChange: reservationChangeSchema,
  signInRequest: signInRequestSchema,
  ssoSignInForm: ssoSignInFormSchema,
} as const;
export type RequestName = keyof typeof requests;

/** Error bodies by name: the two every call may answer (errors.ts) and the calls' own. An answer of
 *  the same name in answers.ts (the product reading that error) is used instead. */
export const errorBodies = {
  errorBody: errorBodySchema,
  fieldErrorsBody: fieldErrorsBodySchema,
  bonusTaken: bonusTakenSchema,
  merchantMissing: merchantMissingSchema,
  missingRewardRefused: missingRewardRefusedSchema,
  reservationError: reservationErrorSchema,
} as const;
export type ErrorBodyName = keyof typeof errorBodies;

/** Answers no page reads, described for the backend's team all the same: the build reads the CMS
 *  sets and the flags (scripts/build), and the pages ignore what capture, impressions, activation and
 *  sign-out answer. An
 *  answers.ts entry of the same name (a page starting to read it) is used instead. */
export const unreadAnswers = {
  cmsSet: cmsSetSchema,
  featureFlags: featureFlagsSchema,
  prospectCaptured: prospectCapturedSchema,
  impressionsReceived: impressionsReceivedSchema,
  // Activation and sign-out: a 200 is the outcome (000 §7 "JSON on success", "response read as JSON").
  activationResult: activationResultSchema,
  signOutResult: signOutResultSchema,
} as const;

export interface CallIo {
  /**
   * The name in answers.ts of its success answer (JSON), or in unreadAnswers when no page reads it,
   * or null when it answers no JSON (an HTML page, a redirect). A name neither holds yet is skipped,
   * with a note, by the document and the check until it is registered.
   */
  readonly answer: string | null;
  /** The success status when it is not 200. */
  readonly status?: 201 | 202 | 303;
  /** Its query parameters. */
  readonly query?: z.ZodMiniObject;
  /** Its body: JSON, or a form (application/x-www-form-urlencoded) when `form`. */
  readonly body?: RequestName;
  readonly form?: true;
  /** Error answers of its own, by status: an answer's name (the product reads that error: a 429's
   *  lockout, a 400 that carries the result) or an error body's. 400 field errors, 401 (signed-in
   *  calls), 403 (CSRF) and a default error are added to every call as they apply. */
  readonly errors?: Readonly<Partial<Record<400 | 401 | 403 | 404 | 409 | 424 | 429, ErrorBodyName | (string & {})>>>;
  /** A GET that changes something (the conformance check never sends it): why. */
  readonly changes?: string;
}

export const callAnswers = {
  // Activity
  getTransactions: { answer: 'transactionPage', query: activityPageQuerySchema },
  getActivity: { answer: 'activityPage', query: activityPageQuerySchema },
  getDineSummary: { answer: 'dineSummary' },
  getCreditBalance: { answer: 'creditBalance' },
  getReviewStatuses: { answer: 'reviewStatusList', query: reviewStatusQuerySchema },
  claimMissingReward: {
    answer: 'missingRewardClaim',
    body: 'missingRewardClaimRequest',
    errors: { 404: 'errorBody', 409: 'missingRewardRefused', 429: 'errorBody' },
  },
  // Bonuses
  registerBonus: { answer: 'bonusRegistration', errors: { 404: 'errorBody', 409: 'bonusTaken' } },
  // Cards
  getCards: { answer: 'cardList' },
  linkCards: {
    answer: 'cardRegistrationResult',
    body: 'cardRegistrationRequest',
    errors: { 400: 'cardRegistrationResult', 409: 'errorBody' },
  },
  deleteCard: { answer: 'cardDeletion', query: cardDeletionQuerySchema, errors: { 404: 'errorBody' } },
  getPartnerCards: { answer: 'partnerCardList' },
  reenroll: { answer: 'reenrollmentResult', body: 'cardRegistrationRequest', errors: { 400: 'cardRegistrationResult', 409: 'errorBody' } },
  // Content
  getCmsSet: { answer: 'cmsSet', query: cmsQuerySchema, errors: { 404: 'errorBody' } },
  getFeatureFlags: { answer: 'featureFlags' },
  // Enrollment
  validateEmail: { answer: 'validationResult', query: emailValidationQuerySchema },
  validateZip: { answer: 'validationResult', query: zipValidationQuerySchema },
  registerProspect: { answer: 'signedIn', body: 'prospectRegistration', errors: { 403: 'errorBody' } },
  captureProspect: { answer: 'prospectCaptured', status: 202, body: 'prospectCapture' },
  activateMember: { answer: 'activationResult', body: 'activationRequest', errors: { 404: 'errorBody', 409: 'errorBody' } },
  // Impressions
  postImpressions: { answer: 'impressionsReceived', status: 202, body: 'impressionBatch' },
  // Member
  getMember: { answer: 'member' },
  updateMember: { answer: 'member', body: 'memberUpdate' },
  getKnownMember: { answer: 'knownMember', errors: { 404: 'errorBody' } },
  // Merchants
  searchMerchants: { answer: 'merchantSearchResult', query: merchantSearchQuerySchema },
  getMerchant: { answer: 'merchantDetail', query: merchantDetailQuerySchema, errors: { 404: 'merchantMissing' } },
  getMenu: { answer: 'menu', errors: { 404: 'merchantMissing' } },
  getReviews: { answer: 'merchantReviewPage', query: reviewPageQuerySchema, errors: { 404: 'merchantMissing' } },
  getEvents: { answer: 'merchantEventList', errors: { 404: 'merchantMissing' } },
  getFlexOffers: { answer: 'flexOfferList', errors: { 403: 'errorBody' } },
  getDefaultLocation: { answer: 'defaultLocation' },
  // Recovery
  recoverCredentials: { answer: 'recoveryMessage', status: 202, body: 'recoveryRequest', errors: { 404: 'errorBody' } },
  confirmRecovery: { answer: 'recoveryConfirmed', body: 'recoveryConfirmation' },
  resetPassword: { answer: 'recoveryMessage', body: 'passwordReset', errors: { 400: 'passwordResetRefused' } },
  // Reservations
  getAvailability: {
    answer: 'availability',
    query: availabilityQuerySchema,
    errors: { 404: 'reservationError', 424: 'reservationError' },
  },
  bookReservation: {
    answer: 'booking',
    status: 201,
    body: 'bookingRequest',
    errors: { 403: 'reservationError', 409: 'reservationError', 424: 'reservationError' },
  },
  getReservations: { answer: 'reservationList' },
  changeReservation: {
    answer: 'booking',
    body: 'reservationChange',
    errors: { 403: 'reservationError', 404: 'errorBody', 409: 'reservationError', 424: 'reservationError' },
  },
  cancelReservation: { answer: 'cancellation', errors: { 404: 'errorBody' } },
  // Session
  getCsrfToken: { answer: 'csrfToken' },
  signOut: { answer: 'signOutResult', changes: 'ends the session' },
  // Sign-in
  signIn: {
    answer: 'signedIn',
    body: 'signInRequest',
    errors: { 401: 'errorBody', 403: 'signInElsewhere', 409: 'credentialFixRequired', 429: 'tooManyAttempts' },
  },
  fixCredentials: { answer: 'signedIn', body: 'credentialFix', errors: { 401: 'errorBody', 429: 'tooManyAttempts' } },
  // Single sign-on
  ssoSignInPage: { answer: null, query: ssoSignInPageQuerySchema, errors: { 404: 'errorBody' } },
  ssoSignIn: { answer: null, status: 303, body: 'ssoSignInForm', form: true },
} as const satisfies Record<keyof typeof calls, CallIo>;

export type CallName = keyof typeof callAnswers;
