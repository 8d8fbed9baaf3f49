// Every call of the API: method and path (`{name}` marks a path parameter), whether it needs the CSRF
// header on a GET or a signed-in member. Zod-free, so the browser imports these by value on every
// page; the request and response shapes are in the area modules beside this file.
import type { CallDescriptor } from './call.ts';

// Activity, statement credits, reviews and bonuses (src/api/contract/activity.ts)
/** Query ActivityPageQuery → 200 TransactionPage, newest first. */
export const getTransactions = { method: 'GET', path: '/api/Member/Transactions', signedIn: true } as const satisfies CallDescriptor;
/** Query ActivityPageQuery → 200 ActivityPage (transactions and statement credits), newest first. */
export const getActivity = {
  method: 'GET',
  path: '/api/Member/TransactionsStatementCredits',
  signedIn: true,
} as const satisfies CallDescriptor;
/** → 200 DineSummary. */
export const getDineSummary = { method: 'GET', path: '/api/Member/DineSummary', signedIn: true } as const satisfies CallDescriptor;
/** → 200 CreditBalance. */
export const getCreditBalance = {
  method: 'GET',
  path: '/api/Member/StatementCreditBalance',
  signedIn: true,
} as const satisfies CallDescriptor;
/** Query ReviewStatusQuery → 200 ReviewStatusList for the member's transactions among them. */
export const getReviewStatuses = { method: 'GET', path: '/api/reviews/status', signedIn: true } as const satisfies CallDescriptor;
/** No body → 200 BonusRegistration; 409 BonusTaken; 404 unknown code. */
export const registerBonus = { method: 'POST', path: '/api/Member/Bonus/{code}', signedIn: true } as const satisfies CallDescriptor;

// Cards (cards.ts)
/** → 200 CardList. */
export const getCards = { method: 'GET', path: '/api/Member/Cards', signedIn: true } as const satisfies CallDescriptor;
/** Body CardRegistrationRequest → 200 CardRegistrationResult; 400 the same body when none linked, or
 *  field errors; 409 `AccountClosed` (use re-enrollment). */
export const linkCards = { method: 'POST', path: '/api/Member/Cards', signedIn: true } as const satisfies CallDescriptor;
/** Query CardDeletionQuery → 200 CardDeletion; 404 unknown id; 400 no id. */
export const deleteCard = { method: 'DELETE', path: '/api/Member/Cards', signedIn: true } as const satisfies CallDescriptor;
/** → 200 PartnerCardList (`items: []` unless the partner loads cards). */
export const getPartnerCards = { method: 'GET', path: '/api/Cards/AllPartnerCards', signedIn: true } as const satisfies CallDescriptor;

// Content and feature flags (content.ts)
/** Query CmsQuery → 200 CmsSet; 404 empty or unknown set. contentType is `pages`; contentName one of
 *  the eleven sets (`*` may be sent as `%2A`). Fetched from the CMS base. */
export const getCmsSet = { method: 'GET', path: '/api/cms/{contentType}/{contentName}/' } as const satisfies CallDescriptor;
/** → 200 FeatureFlags. */
export const getFeatureFlags = { method: 'GET', path: '/api/feature-flags' } as const satisfies CallDescriptor;

// Enrollment, sign-in and recovery (enrollment.ts)
/** Query EmailValidationQuery → 200 ValidationResult; 400 bad email. Redirects manual (spec 000 §7). */
export const validateEmail = { method: 'GET', path: '/api/Members/Validate/Email' } as const satisfies CallDescriptor;
/** Query ZipValidationQuery → 200 ValidationResult (5 digits within 00501-99950); 400 without zip. */
export const validateZip = { method: 'GET', path: '/api/Members/Validate/Zip' } as const satisfies CallDescriptor;
/** Body ProspectRegistration → 200 SignedIn (a NonCardMember); 400 field errors; 403 not a direct partner. */
export const registerProspect = { method: 'POST', path: '/api/Members/Prospects' } as const satisfies CallDescriptor;
/** Body ProspectCapture → 202 ProspectCaptured; 400. */
export const captureProspect = { method: 'POST', path: '/api/Members/Prospects/Capture' } as const satisfies CallDescriptor;
/** Body ActivationRequest → 200 ActivationResult; 404 unknown; 409 already activated. */
export const activateMember = { method: 'POST', path: '/api/Member/Activate' } as const satisfies CallDescriptor;
/** Body SignInRequest → 200 SignedIn; 400; 401; 409 CredentialFixRequired; 429 LockedOut; 403 SignInElsewhere. */
export const signIn = { method: 'POST', path: '/api/Login' } as const satisfies CallDescriptor;
/** Query SsoSignInPageQuery → 200 HTML sign-in page (sso partners; 404 otherwise). */
export const ssoSignInPage = { method: 'GET', path: '/api/Sso/Login' } as const satisfies CallDescriptor;
/** Form SsoSignInForm → 303 to returnUrl with the session cookies; the page again with 401 or 429. */
export const ssoSignIn = { method: 'POST', path: '/api/Sso/Login' } as const satisfies CallDescriptor;
/** Body RecoveryRequest → 202 RecoveryMessage; 400; 404 not a direct partner. */
export const recoverCredentials = { method: 'POST', path: '/api/Members/Recover' } as const satisfies CallDescriptor;
/** Body RecoveryConfirmation → 200 RecoveryConfirmed; 400 `errors.code`. */
export const confirmRecovery = { method: 'POST', path: '/api/Members/Recover/Confirm' } as const satisfies CallDescriptor;
/** Body PasswordReset → 200 RecoveryMessage (lifts a lockout); 400 field errors or `errors.recoveryToken`. */
export const resetPassword = { method: 'POST', path: '/api/Members/Recover/Update' } as const satisfies CallDescriptor;
/** Body CredentialFix → 200 SignedIn (email replaced); 401/429 as sign-in; 400 `errors.newEmail`. */
export const fixCredentials = { method: 'POST', path: '/api/Members/FixCredentials' } as const satisfies CallDescriptor;
/** Body CardRegistrationRequest → 200 ReenrollmentResult; 400 as linking cards; 409 `NotClosed`. */
export const reenroll = { method: 'POST', path: '/api/Member/Reenroll', signedIn: true } as const satisfies CallDescriptor;

// Impressions (impressions.ts)
/** Body ImpressionBatch → 202 ImpressionsReceived; 400 not an array. */
export const postImpressions = { method: 'POST', path: '/api/Impressions' } as const satisfies CallDescriptor;

// Members (member.ts)
/** → 200 Member; 401 signed out. Extends the session. */
export const getMember = { method: 'GET', path: '/api/Member', signedIn: true } as const satisfies CallDescriptor;
/** Body MemberUpdate → 200 Member; 400 field errors; 401. */
export const updateMember = { method: 'PUT', path: '/api/Member', signedIn: true } as const satisfies CallDescriptor;
/** → 200 KnownMember; 404 unknown public id. A CSRF read, no sign-in. */
export const getKnownMember = { method: 'GET', path: '/api/Member/{publicId}', csrf: true } as const satisfies CallDescriptor;

// Merchants and reservations live in merchant-calls.ts: only the pages that search or show a merchant
// load them, so the shell's chunk on every page does not carry their descriptors.
export * from './merchant-calls.ts';

// Session and CSRF (session.ts)
/** → 200 CsrfToken; creates a visitor session when there is none. */
export const getCsrfToken = { method: 'GET', path: '/api/CSRF' } as const satisfies CallDescriptor;
/** → 200 SignOutResult, also when nobody was signed in. No CSRF: sent with keepalive while the page leaves. */
export const signOut = { method: 'GET', path: '/api/SignOut' } as const satisfies CallDescriptor;
