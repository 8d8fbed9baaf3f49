// Every call of the API: method and path (`{name}` marks a path parameter), whether it needs the CSRF
// header on a GET or a signed-in member, and (as a type) what it answers. Zod-free, so the browser
// imports these by value on every page. Grouped by area: a call of area X has its shapes in
// contract/X.ts, its client in src/api/X.ts (hooks in src/api/hooks/X.ts) and its sandbox routes in
// scripts/sandbox/routes/X.ts (docs/api-areas.md).
import { call } from './call.ts';
import type { ActivityPage, CreditBalance, DineSummary, MissingRewardClaim, ReviewStatusList, TransactionPage } from './activity.ts';
import type { BonusRegistration } from './bonuses.ts';
import type { CardDeletion, CardList, CardRegistrationResult, PartnerCardList, ReenrollmentResult } from './cards.ts';
import type { CmsSet, FeatureFlags } from './content.ts';
import type { ActivationResult, ProspectCaptured, ValidationResult } from './enrollment.ts';
import type { ImpressionsReceived } from './impressions.ts';
import type { Member, MemberSummary } from './member.ts';
import type { RecoveryConfirmed, RecoveryMessage } from './recovery.ts';
import type { CsrfToken, SignOutResult } from './session.ts';
import type { SignedIn } from './sign-in.ts';

// Activity (activity.ts)
// Transactions, statement credits, the dine summary, the credit balance, review statuses.
/** Query ActivityPageQuery → 200 TransactionPage, newest first. */
export const getTransactions = /* @__PURE__ */ call<TransactionPage>()({ method: 'GET', path: '/api/Member/Transactions', signedIn: true });
/** Query ActivityPageQuery → 200 ActivityPage (transactions and statement credits), newest first. */
export const getActivity = /* @__PURE__ */ call<ActivityPage>()({
  method: 'GET',
  path: '/api/Member/TransactionsStatementCredits',
  signedIn: true,
});
/** → 200 DineSummary. */
export const getDineSummary = /* @__PURE__ */ call<DineSummary>()({ method: 'GET', path: '/api/Member/DineSummary', signedIn: true });
/** → 200 CreditBalance. */
export const getCreditBalance = /* @__PURE__ */ call<CreditBalance>()({
  method: 'GET',
  path: '/api/Member/StatementCreditBalance',
  signedIn: true,
});
/** Query ReviewStatusQuery → 200 ReviewStatusList for the member's transactions among them. */
export const getReviewStatuses = /* @__PURE__ */ call<ReviewStatusList>()({ method: 'GET', path: '/api/reviews/status', signedIn: true });
/** Body MissingRewardClaimRequest → 200 MissingRewardClaim; 409 MissingRewardRefused; 404 not the
 *  member's visit (issue #25: reporting a visit's missing reward). */
export const claimMissingReward = /* @__PURE__ */ call<MissingRewardClaim>()({
  method: 'POST',
  path: '/api/Member/MissingRewards',
  signedIn: true,
});

// Bonuses (bonuses.ts)
// Registering for a bonus.
/** No body → 200 BonusRegistration; 409 BonusTaken; 404 unknown code. */
export const registerBonus = /* @__PURE__ */ call<BonusRegistration>()({
  method: 'POST',
  path: '/api/Member/Bonus/{code}',
  signedIn: true,
});

// Cards (cards.ts)
// Linked cards, partner-loaded cards, linking, deleting, re-enrolling a closed account.
/** → 200 CardList. */
export const getCards = /* @__PURE__ */ call<CardList>()({ method: 'GET', path: '/api/Member/Cards', signedIn: true });
/** Body CardRegistrationRequest → 200 CardRegistrationResult; 400 the same body when none linked, or
 *  field errors; 409 `AccountClosed` (use re-enrollment). */
export const linkCards = /* @__PURE__ */ call<CardRegistrationResult>()({ method: 'POST', path: '/api/Member/Cards', signedIn: true });
/** Query CardDeletionQuery → 200 CardDeletion; 404 unknown id; 400 no id. */
export const deleteCard = /* @__PURE__ */ call<CardDeletion>()({ method: 'DELETE', path: '/api/Member/Cards', signedIn: true });
/** → 200 PartnerCardList (`items: []` unless the partner loads cards). */
export const getPartnerCards = /* @__PURE__ */ call<PartnerCardList>()({
  method: 'GET',
  path: '/api/Cards/AllPartnerCards',
  signedIn: true,
});
/** Body CardRegistrationRequest → 200 ReenrollmentResult; 400 as linking cards; 409 `NotClosed`. */
export const reenroll = /* @__PURE__ */ call<ReenrollmentResult>()({ method: 'POST', path: '/api/Member/Reenroll', signedIn: true });

// Content (content.ts)
// CMS sets and feature flags, read by the build (scripts/build).
/** Query CmsQuery → 200 CmsSet; 404 empty or unknown set. contentType is `pages`; contentName one of
 *  the eleven sets (`*` may be sent as `%2A`). Fetched from the CMS base. */
export const getCmsSet = /* @__PURE__ */ call<CmsSet>()({ method: 'GET', path: '/api/cms/{contentType}/{contentName}/' });
/** → 200 FeatureFlags. */
export const getFeatureFlags = /* @__PURE__ */ call<FeatureFlags>()({ method: 'GET', path: '/api/feature-flags' });

// Enrollment (enrollment.ts)
// The email and ZIP checks, joining, prospect capture, activation.
/** Query EmailValidationQuery → 200 ValidationResult; 400 bad email. Redirects manual (spec 000 §7). */
export const validateEmail = /* @__PURE__ */ call<ValidationResult>()({ method: 'GET', path: '/api/Members/Validate/Email' });
/** Query ZipValidationQuery → 200 ValidationResult (5 digits within 00501-99950); 400 without zip. */
export const validateZip = /* @__PURE__ */ call<ValidationResult>()({ method: 'GET', path: '/api/Members/Validate/Zip' });
/** Body ProspectRegistration → 200 SignedIn (a NonCardMember); 400 field errors; 403 not a direct partner. */
export const registerProspect = /* @__PURE__ */ call<SignedIn>()({ method: 'POST', path: '/api/Members/Prospects' });
/** Body ProspectCapture → 202 ProspectCaptured; 400. */
export const captureProspect = /* @__PURE__ */ call<ProspectCaptured>()({ method: 'POST', path: '/api/Members/Prospects/Capture' });
/** Body ActivationRequest → 200 ActivationResult; 404 unknown; 409 already activated. */
export const activateMember = /* @__PURE__ */ call<ActivationResult>()({ method: 'POST', path: '/api/Member/Activate' });

// Impressions (impressions.ts)
// Analytics events.
/** Body ImpressionBatch → 202 ImpressionsReceived; 400 not an array. */
export const postImpressions = /* @__PURE__ */ call<ImpressionsReceived>()({ method: 'POST', path: '/api/Impressions' });

// Member (member.ts)
// The signed-in member, its update, the known visitor.
/** → 200 Member; 401 signed out. Extends the session. */
export const getMember = /* @__PURE__ */ call<Member>()({ method: 'GET', path: '/api/Member', signedIn: true });
/** Body MemberUpdate → 200 Member; 400 field errors; 401. */
export const updateMember = /* @__PURE__ */ call<Member>()({ method: 'PUT', path: '/api/Member', signedIn: true });
/** → 200 KnownMember; 404 unknown public id. A CSRF read, no sign-in. */
export const getKnownMember = /* @__PURE__ */ call<MemberSummary>()({ method: 'GET', path: '/api/Member/{publicId}', csrf: true });

// Merchants and reservations live in merchant-calls.ts: only the pages that search or show a merchant
// load them, so the shell's chunk on every page does not carry their descriptors.
export * from './merchant-calls.ts';

// Recovery (recovery.ts)
// Getting back in without the password: an emailed code, then a new password.
/** Body RecoveryRequest → 202 RecoveryMessage; 400; 404 not a direct partner. */
export const recoverCredentials = /* @__PURE__ */ call<RecoveryMessage>()({ method: 'POST', path: '/api/Members/Recover' });
/** Body RecoveryConfirmation → 200 RecoveryConfirmed; 400 `errors.code`. */
export const confirmRecovery = /* @__PURE__ */ call<RecoveryConfirmed>()({ method: 'POST', path: '/api/Members/Recover/Confirm' });
/** Body PasswordReset → 200 RecoveryMessage (lifts a lockout); 400 field errors or `errors.recoveryToken`. */
export const resetPassword = /* @__PURE__ */ call<RecoveryMessage>()({ method: 'POST', path: '/api/Members/Recover/Update' });

// Session (session.ts)
// The CSRF token and sign-out.
/** → 200 CsrfToken; creates a visitor session when there is none. */
export const getCsrfToken = /* @__PURE__ */ call<CsrfToken>()({ method: 'GET', path: '/api/CSRF' });
/** → 200 SignOutResult, also when nobody was signed in. No CSRF: sent with keepalive while the page leaves. */
export const signOut = /* @__PURE__ */ call<SignOutResult>()({ method: 'GET', path: '/api/SignOut' });

// Sign-in (sign-in.ts)
// Direct sign-in, and signing in with a new email when the account needs a credential fix.
/** Body SignInRequest → 200 SignedIn; 400; 401; 409 CredentialFixRequired; 429 LockedOut; 403 SignInElsewhere. */
export const signIn = /* @__PURE__ */ call<SignedIn>()({ method: 'POST', path: '/api/Login' });
/** Body CredentialFix → 200 SignedIn (email replaced); 401/429 as sign-in; 400 `errors.newEmail`. */
export const fixCredentials = /* @__PURE__ */ call<SignedIn>()({ method: 'POST', path: '/api/Members/FixCredentials' });

// Single sign-on (sso.ts)
// The stand-in for an sso partner's sign-in page: the browser goes there, no client module calls it.
/** Query SsoSignInPageQuery → 200 HTML sign-in page (sso partners; 404 otherwise). */
export const ssoSignInPage = /* @__PURE__ */ call<never>()({ method: 'GET', path: '/api/Sso/Login' });
/** Form SsoSignInForm → 303 to returnUrl with the session cookies; the page again with 401 or 429. */
export const ssoSignIn = /* @__PURE__ */ call<never>()({ method: 'POST', path: '/api/Sso/Login' });
