// The copy table (spec 000 §3 "copy keys", CONTRACTS §4): every visible string has a built-in
// default here, worded as the spec words it wherever it gives wording; the CMS `*`/`copy` entry
// overrides any key. Keys are flat and dotted (`area.thing`), like Starlight's UI strings.
//
// Placeholders are `{name}`. Filled from the partner settings by `copyVars()`:
//   {partner}           settings.name                      "Delta SkyMiles® Dining"
//   {program}           settings.programName               "SkyMiles® Dining"
//   {currency}          currency, plural, lower case       miles | points | cash back | credits
//   {currencySingular}  one unit, lower case               mile | point | dollar | credit
//   {currencyTitle}     currency in title case             Miles | Points | Cash Back | Credits
//   {tierMember} {tierSelect} {tierVip}   tier names (settings.tierNames)
//   {phone} {email}     customer support, as displayed
//   {shortCode}         SMS short code, or "MISSING SHORT CODE" (spec 000 §2)
// Filled by the caller at run time: {tier} (the member's tier name), {firstName}, {lastFour},
// {code}, {field}, {num}, {max}, {count}, {date}, {year}, {amount}, {distance}, {rating},
// {brands}, {description}, {message}, {bonus}.
// Dollar partners earn "cash back" ({currency}); amounts in dollars are written with "$" directly.
//   {siteUrl} {phoneHref} {emailHref}   the partner's origin and support link targets (filled by
//                       `siteCopyVars()` in markers.ts; used by the marker URL keys below)
// Link markers (`[[signIn]]`, `[[terms|our terms]]`…, spec 000 §2) are plain text to the sanitizer
// and to this table; `renderCopy()`/`renderRichText()` (render-copy.ts) expand them. Their link
// texts and URLs are the `marker.*` keys below (sign in, join and sign out reuse the `auth.*` URLs).
import type { CurrencyType, PartnerSettings } from '../../partners/schema.ts';
import { pageCopyDefaults } from './page-copy.ts';

const shell = {
  'shell.skipToContent': 'Skip to main content',
  'shell.mainNavigation': 'Main navigation',
  'shell.footerNavigation': 'Footer navigation',
  'shell.logoAlt': '{partner} home',
  'shell.searchLabel': 'Search restaurants',
  'shell.menuOpen': 'Menu',
  'shell.menuClose': 'Close menu',
  'shell.mobileMenuLabel': 'Main menu',
  'shell.back': 'Back',
  'shell.opensInNewTab': 'Opens in a new tab',
  'shell.loading': 'Do not refresh, loading more content.',
  'shell.copyright': '© {year} {partner}. All rights reserved.',
  'shell.supportContact': 'Contact us',
  'shell.networkLogosAlt': 'Accepted card networks',
  'shell.appStoreBadge': 'Download on the App Store',
  'shell.googlePlayBadge': 'Get it on Google Play',
  'shell.greeting': 'Hi, {firstName}',
  'shell.memberMenu': 'Account menu',
  'shell.accountCenter': 'My Account',
} as const;

const auth = {
  'auth.signIn': 'Sign In',
  'auth.signInUrl': '/login',
  'auth.ssoSignIn': 'Sign In',
  'auth.ssoSignInUrl': '/Login',
  'auth.signOut': 'Sign Out',
  'auth.signOutUrl': '/SignOut',
  'auth.signOutOfProgram': 'sign out of {program}',
  'auth.directJoin': 'Join Now',
  'auth.directJoinUrl': '/join',
  'auth.ssoJoin': 'Join Now',
  'auth.ssoJoinUrl': '/Login',
  'auth.alreadyMember': 'Already a member?',
  'auth.signInToSeeOffers': 'Sign in to see offers',
  'auth.memberText': 'Member',
  'auth.programName': '{program}',
  'auth.ssoModal.title': 'Sign in to {program}',
  'auth.ssoModal.body': 'Sign in or join {program} to see your {currency} and offers.',
  'auth.ssoModal.button': 'Sign in/Join Now',
} as const;

const outage = {
  'outage.title': "We're Working On It",
  'outage.login':
    "We're currently experiencing an issue with our login process. Our team is working to resolve it as quickly as possible.",
  'outage.enrollment':
    "We're currently experiencing an issue with our enrollment process. Our team is working to resolve it as quickly as possible.",
  'outage.generic': "We're currently experiencing an issue. Our team is working to resolve it as quickly as possible.",
  'outage.checkBack': 'Please check back later.',
  'outage.homeLink': 'Go to the home page',
} as const;

const app = {
  'update.title': 'New Version Available',
  'update.body': 'Update now to keep using the app.',
  'update.button': 'Update Now',
  'pwa.title': 'Install the {partner} app',
  'pwa.body': 'Add {partner} to your home screen for quick access to offers.',
  'pwa.install': 'Install',
  'pwa.later': 'Maybe later',
  'pwa.iosInstruction': 'Tap the share icon, then choose "Add to Home Screen".',
  'modal.close': 'Close',
  'popup.learnMore': 'Learn more',
  'popup.title': 'Good to know',
  'announcement.label': 'Announcement',
  'announcement.dismiss': 'Dismiss announcement',
  'announcement.moreInfo': 'More information',
  'survey.open': 'Open survey',
  'survey.close': 'Close survey',
  'survey.success': 'Thank you for your feedback.',
  'survey.error': 'Oops!',
  'survey.errorBody': 'We could not record your answers. Please try again later.',
} as const;

const feedback = {
  'toast.prefix.success': 'SUCCESS:',
  'toast.prefix.error': 'ERROR:',
  'toast.prefix.warning': 'WARNING:',
  'toast.dismiss': 'Dismiss',
  'toast.csrfError': 'Something went wrong. Please refresh the page and try again. Error Code: {code}',
  'session.expiring': 'Your session is about to expire.',
  'session.keepAlive': 'Stay signed in',
  'loading.doNotRefresh': 'Do not refresh.',
  'captcha.tooManyErrors': 'Too many network errors, give up on reCaptcha.',
  'captcha.notReady': 'reCaptcha is not in ready state.',
} as const;

const forms = {
  'form.required': 'This field is required.',
  'form.requiredMarker': '(required)',
  'form.requiredLegend': '* Required field',
  'form.submitting': 'Working on your request, please wait.',
  'form.privacyNotice':
    'We collect and use your information as described in our Privacy Policy, including the notice for California residents.',
  'form.errorBannerTitle': 'Please fix the following:',
  'validation.required': '{field} is required.',
  'validation.maxLength': '{field} can have at most {num} characters.',
  'validation.minLength': '{field} must have at least {num} characters.',
  'validation.exactLength': '{field} must be exactly {num} digits.',
  'validation.zipInvalid': 'This ZIP code is not located in the U.S.',
  'validation.generalApi': 'Error while checking {field}.',
  'validation.server': 'Something went wrong. Please refresh the page and try again.',
  'validation.captcha': 'You must complete the reCAPTCHA to continue.',
  'validation.partnerNumberInvalid': 'Invalid format for partner number.',
  'validation.partnerNumberInUse': 'This partner number is already in use.',
  'validation.emailInUse': 'This email is already in use.',
  'validation.emailInvalid': 'Please enter a valid email address.',
  'validation.phoneInvalid': 'Invalid phone number, please check the number and try again.',
  'validation.phoneUs': 'Invalid US based phone number.',
  'validation.passwordHasPartnerNumber': 'Password cannot contain your partner number.',
  'validation.termsNotAccepted':
    'Linking a card and authorizing activity monitoring is required to complete and earn rewards.',
  'validation.searchLocation': 'Enter city, state or ZIP code',
  'validation.recoveryInput': 'Please enter a valid email address or partner number.',
  'validation.cardNumberEmpty': 'Please enter your credit card number.',
  'validation.cardBrands': 'We accept {brands}.',
  'keyboard.capsLock': 'Caps lock is on.',
  'keyboard.numLock': 'Num lock is on.',
  'keyboard.capsAndNumLock': 'Caps and Num lock are on.',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
} as const;

const errorPages = {
  'serverError.title': 'Looks like this page is still simmering',
  'serverError.body': 'Something went wrong on our side. Please try again in a few minutes.',
  'serverError.reference': 'Reference code: {code}',
  'error.supportPhone': 'Need help? Call {phone}.',
  'error.generic': 'Something went wrong. Please refresh the page and try again.',
  'notFound.title': "That page isn't on our radar",
  'notFound.tagline': 'The page you are looking for does not exist or has moved.',
  'notFound.documentTitle': 'Page not found',
  'notFound.homeLink': 'Go to the home page',
} as const;

const home = {
  'home.welcome': 'Welcome back, {firstName}',
  'home.emailLabel': 'Email address',
  'home.emailButton': 'Get Started',
  'home.bannerLabel': 'Welcome',
  // How it works in 3 steps: search, dine and pay, earn (spec 001 "Partner wording").
  'howItWorks.title': 'How It Works',
  'howItWorks.step1.title': 'Search',
  'howItWorks.step1.body': 'Find participating restaurants, bars and clubs near you.',
  'howItWorks.step2.title': 'Dine and pay',
  'howItWorks.step2.body': 'Pay with a card linked to your {program} account, just as you always do.',
  'howItWorks.step3.title': 'Earn',
  'howItWorks.step3.body': 'Earn {currency} automatically, on top of what your card already earns.',
  'content.sideColumn': 'More information',
  // Next-step links each page offers (src/features/content/related-links.ts).
  'links.findRestaurants': 'Find Restaurants',
  'links.join': 'Join Now',
  'links.signIn': 'Sign In',
  'links.recover': 'Forgot your password?',
  'links.skipCard': 'No, thanks',
  'links.home': 'Go to the home page',
} as const;

const search = {
  'search.locationLabel': 'City, state or ZIP code',
  'search.locationPlaceholder': 'Enter city, state or ZIP code',
  'search.queryLabel': 'Restaurant or cuisine',
  'search.useCurrentLocation': 'Use current location',
  'search.currentLocation': 'Current Location',
  'search.submit': 'Search',
  'search.searchThisArea': 'Search this area',
  'search.currentMapView': 'Current Map View',
  'search.showMap': 'Show map',
  'search.changeSearch': 'Change search',
  'search.resultsLabel': 'Restaurants',
  'search.loadMore': 'Show more restaurants',
  'search.emptyTitle': 'No restaurants found',
  'search.emptyBody': 'Try another location or fewer filters.',
  'search.locationBlockedTitle': 'Location access is off',
  'search.locationBlockedBody': 'Enter a city, state or ZIP code to search instead.',
  'search.errorTitle': 'We could not load restaurants',
  'search.errorBody': 'Something went wrong. Please try again.',
  'search.defaultLocation': 'New York, NY',
  'filters.title': 'Filters',
  'filters.apply': 'Show results',
  'filters.clear': 'Clear all',
  'filters.price': 'Price',
  'filters.price.1': '$',
  'filters.price.2': '$$',
  'filters.price.3': '$$$',
  'filters.price.4': '$$$$',
  'filters.suggested': 'Suggested',
  'filters.acclaimed': 'Acclaimed',
  'filters.isNew': 'New',
  'filters.benefits': '{currencyTitle} available',
  'filters.reservations': 'Reserve',
  'filters.features': 'Dining options',
  'filters.delivery': 'Delivery',
  'filters.dineIn': 'Dine in',
  'filters.takeout': 'Takeout',
  'filters.onlineOrdering': 'Order online',
  'filters.meals': 'Meal service',
  'filters.breakfast': 'Breakfast',
  'filters.brunch': 'Brunch',
  'filters.lunch': 'Lunch',
  'filters.dinner': 'Dinner',
  'filters.lateNight': 'Late night',
  'filters.sortBy': 'Sort by',
} as const;

const merchant = {
  'merchant.viewAll': 'View all',
  'merchant.carouselLabel': 'Featured restaurants',
  'merchant.carouselPrevious': 'Previous',
  'merchant.carouselNext': 'Next',
  'merchant.acclaimed': 'Acclaimed',
  'merchant.unlockToEarn': 'Unlock access to earn',
  'merchant.unlockTier2': 'Opt in to emails to become a {tierSelect} and earn {currency} here.',
  'merchant.unlockTier3': 'Reach {tierVip} status to earn {currency} here.',
  'merchant.unlockCta': 'Learn more',
  'merchant.highlight.new': 'New',
  'merchant.highlight.coming': 'Coming soon',
  'merchant.highlight.leaving': 'Leaving soon',
  'merchant.highlight.orderExternal': 'Order online',
  'merchant.highlight.orderInternal': 'Order online',
  'merchant.distance': '{distance} mi',
  'merchant.rating': '{rating} out of 5 stars, {count} reviews',
  'merchant.notFound': 'This restaurant does not offer {currency} through {program}.',
  'merchant.offers': 'Offers',
  'merchant.menu': 'Menu',
  'merchant.reviews': 'Reviews',
  'merchant.events': 'Events',
  'merchant.directions': 'Get directions',
  'merchant.call': 'Call',
  'merchant.orderOnline': 'Order Online',
  'merchant.maxSpend': 'Earn on up to ${amount} per month',
  'merchant.maxVisits': 'Earn on up to {count} visits per month',
  'merchant.unlimitedVisits': 'Unlimited visits',
  'merchant.priceRange': 'Price range {count} of {max}',
  'merchant.carouselLoading': 'Loading restaurants…',
  'merchant.carouselError': "We couldn't load restaurants right now.",
  'merchant.carouselEmpty': 'No restaurants to show here right now.',
  'earn.line.optedOut': 'Earn {currency} as a {tierMember}',
  'earn.line.nonActivated': 'Activate your account to earn {currency}',
  'earn.line.optedIn': 'Earn {currency} as a {tierSelect}',
  'earn.line.vip': 'Earn {currency} as a {tierVip}',
  'earn.line.signIn': 'Sign in to see offers',
  'reservation.title': 'Make a reservation',
  'reservation.date': 'Date',
  'reservation.time': 'Time',
  'reservation.partySize': 'Party size',
  'reservation.find': 'Find a table',
  'reservation.none': 'No tables are available at this time.',
  'reservation.tooBig': 'This party is too large to book online.',
  'reservation.tooSmall': 'This party is too small to book online.',
  'reservation.tooFar': 'This date is too far in advance to book.',
  'reservation.tooClose': 'This time is too soon to book online.',
  'reservation.loading': 'Finding tables…',
  'reservation.noBonus': 'This reservation does not earn the reservation bonus.',
  'reservation.bonus': 'Earn {bonus} bonus {currency} when you book and dine.',
  'reservation.signIn': 'Sign in to complete your reservation.',
  'reservation.success': 'Your reservation is confirmed.',
  'reservation.errorGeneral': "We're unable to complete your reservation.",
  'reservation.errorOverlap': 'You already have a reservation at this location within two hours.',
  'reservation.errorFraud': 'Your account has been deactivated with OpenTable.',
} as const;

const enrollment = {
  'enroll.step1.title': 'Join {program}',
  'enroll.step1.information': 'Your information',
  'enroll.step1.password': 'Create a password',
  'enroll.step1.submit': 'Continue',
  'enroll.step2.title': 'Add a card',
  'enroll.step2.noThanks': 'No, thanks',
  'enroll.step3.title': "You're all set",
  'enroll.step3.body': 'Start earning {currency} when you dine with your linked card.',
  'enroll.haveAccount': 'Already have an account?',
  'enroll.haveAccountSignIn': 'Sign in',
  'enroll.haveAccountRecover': 'Recover your account',
  'enroll.ssoMessage': 'Sign in with your {program} account to join.',
  'enroll.partnerNumber': '{program} number',
  'enroll.smsOptIn': 'Text me offers and updates. Reply STOP to {shortCode} to opt out.',
  'sms.confirm.title': 'Confirm text messages',
  'sms.confirm.body':
    'By opting in you agree to receive recurring automated marketing text messages from {shortCode}. Message and data rates may apply.',
  'sms.confirm.checkbox': 'I agree to receive text messages.',
  'sms.confirm.confirm': 'Confirm',
  'sms.confirm.cancel': 'Cancel',
  'login.title': 'Sign In',
  'login.username': 'Email or {program} number',
  'login.password': 'Password',
  'login.rememberMe': 'Remember me',
  'login.submit': 'Sign In',
  'login.forgot': 'Forgot your password?',
  'login.errorCredentials': 'Invalid user name or password.',
  'login.errorLocked': 'Your account has been locked for 30 minutes. Recover your account to get access more quickly.',
  'login.errorForm': 'We could not sign you in. Please check form for errors.',
  'recover.request.title': 'Recover your account',
  'recover.request.body': 'Enter your email address or {program} number.',
  'recover.confirm.title': 'Check your email',
  'recover.confirm.body': 'We sent you a link to reset your password.',
  'recover.update.title': 'Create a new password',
  'recover.success.title': 'Your password has been updated',
  'fixCredentials.title': 'Update your email',
  'fixCredentials.body': 'An email update is required before you can continue.',
  'activate.title': 'Activate your account',
  'activate.button': 'Activate',
  'activate.activated': 'Your account is active. Start earning {currency} when you dine.',
  'activate.error': 'There was an error activating your account. Please contact customer support.',
  'activate.supportPhone': 'Customer support phone is {phone}.',
} as const;

const account = {
  'account.navigation': 'Account navigation',
  'account.overview.title': 'Account Overview',
  'account.activity.title': 'Reviews & History',
  'account.cards.title': 'Linked Cards',
  'account.profile.title': 'Profile',
  'account.tier.member': 'You are a {tierMember}.',
  'account.tier.select': 'You are a {tierSelect}.',
  'account.tier.vip': 'You are a {tierVip}.',
  'account.overview.optedOut': 'Opt in to emails to become a {tierSelect} and earn more {currency}.',
  'account.overview.newMemberBonus': 'Dine at a participating restaurant to earn your new member bonus.',
  'account.overview.building': 'Dine {count} more times to reach {tierVip} status.',
  'account.overview.renewing': 'Next year: dine {count} more times to keep {tierVip} status.',
  'account.overview.complete': 'You are a {tierVip} through {year}.',
  'account.referral.copy': 'Copy link',
  'account.referral.copied': 'Your referral link has been copied.',
  'bonus.available': 'Available',
  'bonus.activated': 'Activated',
  'bonus.activate': 'Activate',
  'bonus.success': 'Registered for bonus.',
  'bonus.error': 'Something went wrong, please refresh your browser.',
  'activity.missingRewards': 'Missing a reward? You can report it once 10 days have passed since your purchase.',
  'activity.creditBalance': 'Credit balance',
  'activity.writeReview': 'Write a review',
  'activity.award.pending': 'Processing',
  'activity.award.deferred': 'Not earned (finalised, allow up to two weeks for rewards to appear)',
  'activity.award.forfeit': 'Not earned (did not qualify)',
  'activity.award.paid': 'Paid {date}',
  'activity.review.expired': 'Expired',
  'activity.review.pending': 'Pending Review',
  'activity.review.pendingExpired': 'Review expired',
  'activity.emptyTitle': 'No activity yet',
  'activity.emptyTagline': 'Dine at participating restaurants to start earning {currency}.',
  'activity.emptyButton': 'Find restaurants',
  'activity.disclaimer': 'Cash back of $20 or more is paid as a statement credit.',
  'pagination.label': 'Pages',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'cards.delete': 'Delete',
  'cards.deleting': 'Deleting...',
  'cards.deleteAndClose': 'Delete and close account',
  'cards.confirmDeleteTitle': 'Delete this card?',
  'cards.confirmDeleteBody': 'You will stop earning {currency} on purchases with this card.',
  'cards.deleted': 'Your card ending in {lastFour} has been deleted.',
  'cards.deleteFailed': 'Your card ending in {lastFour} can not be deleted, please try again later.',
  'cards.linked': 'Your card ending in {lastFour} has been linked.',
  'cards.add': 'Add card',
  'cards.cancel': 'Cancel',
  'cards.optIn': 'I authorize monitoring of my linked card activity so I can earn {currency}.',
  'cards.allLinked': 'All selected cards were linked.',
  'cards.noneLinked': 'No selected cards were linked.',
  'cards.someLinked': 'Some selected cards were linked.',
  'cards.errorLine': '{description} ending in {lastFour} - {code}: {message}',
  'cards.limit': 'You can only add {max} cards to your account.',
  'cards.maxSelected': '{max} cards selected. No more cards can be added.',
  'cards.frameFailed': 'The required iframe has not loaded',
  'cards.frameLoadError': 'The secure card form could not be loaded. Please refresh the page.',
  'cards.loadingPartnerCards': 'Do not refresh, loading partner cards',
  'reenroll.title': 'Welcome back',
  'reenroll.notice': 'Your card was deleted, so your account was closed.',
  'reenroll.prompt': 'Link a card to start earning {currency} again.',
  'reenroll.signInLater': 'Sign in later',
  'profile.firstName': 'First name',
  'profile.lastName': 'Last name',
  'profile.email': 'Email',
  'profile.password': 'Password',
  'profile.address1': 'Street address',
  'profile.address2': 'Apt, suite, etc.',
  'profile.city': 'City',
  'profile.state': 'State',
  'profile.zipCode': 'ZIP code',
  'profile.phone': 'Phone number',
  'profile.emailOptIn': 'Email me offers and news',
  'profile.smsOptIn': 'Text me offers',
  'profile.save': 'Save changes',
  'profile.saved': 'All changes were saved.',
  'profile.noChanges': 'No changes were made.',
  'profile.failed': 'No changes were saved. See error at bottom of page for more details.',
  'profile.changeCredentials': 'To change your email or password, contact customer support at {phone}.',
  'profile.ssoNotice': 'To change your name, contact {program} customer service.',
} as const;

// Link texts and targets of the copy markers (src/content/markers.ts, docs/content-model.md
// "Copy system"). Texts are worded for the middle of a sentence; `[[name|Own text]]` overrides one use.
const markers = {
  'marker.signIn.text': 'sign in',
  'marker.activate.text': 'activate your account',
  'marker.activate.url': '/activate',
  'marker.join.text': 'join now',
  'marker.recover.text': 'recover your account',
  'marker.recover.url': '/recover',
  'marker.deleteCard.text': 'delete your card',
  'marker.deleteCard.url': '/account/manage_cards',
  'marker.terms.text': 'Terms and Conditions',
  'marker.terms.url': '{siteUrl}/terms',
  'marker.privacy.text': 'Privacy Policy',
  'marker.privacy.url': '{siteUrl}/privacy',
  'marker.findPartnerNumber.text': 'find your {program} number',
  'marker.findPartnerNumber.url': '/earn/how-it-works',
  'marker.supportPhone.text': '{phone}',
  'marker.supportPhone.url': '{phoneHref}',
  'marker.partnerPhone.text': '{phone}',
  'marker.partnerPhone.url': '{phoneHref}',
  'marker.supportEmail.text': '{email}',
  'marker.supportEmail.url': '{emailHref}',
  'marker.offers.text': 'offers',
  'marker.offers.url': '/search',
  'marker.events.text': 'events',
  'marker.events.url': '/search?features=events',
  'marker.home.text': 'home page',
  'marker.home.url': '/',
  'marker.signOut.text': 'sign out',
} as const;

const builtIn = {
  ...shell,
  ...auth,
  ...outage,
  ...app,
  ...feedback,
  ...forms,
  ...errorPages,
  ...home,
  ...search,
  ...merchant,
  ...enrollment,
  ...account,
  ...markers,
} as const;

export type CopyKey = keyof typeof builtIn;
export type CopyTable = Record<string, string>;

/** Built-in defaults: the table above plus the page titles/intros (`page.<view>.title|intro`). */
export const copyDefaults: Readonly<Record<CopyKey, string>> & CopyTable = { ...pageCopyDefaults, ...builtIn };

export const missingShortCode = 'MISSING SHORT CODE';

/** Currency wording per currency type (see the header comment for where each form is used). */
export const currencyNames: Record<CurrencyType, { plural: string; singular: string; title: string }> = {
  Mile: { plural: 'miles', singular: 'mile', title: 'Miles' },
  Point: { plural: 'points', singular: 'point', title: 'Points' },
  Dollar: { plural: 'cash back', singular: 'dollar', title: 'Cash Back' },
  Credit: { plural: 'credits', singular: 'credit', title: 'Credits' },
};

/** The partner-derived placeholder values. */
export function copyVars(settings: PartnerSettings): Record<string, string> {
  const currency = currencyNames[settings.currencyType];
  return {
    partner: settings.name,
    program: settings.programName,
    currency: currency.plural,
    currencySingular: currency.singular,
    currencyTitle: currency.title,
    tierMember: settings.tierNames.member,
    tierSelect: settings.tierNames.select,
    tierVip: settings.tierNames.vip,
    phone: settings.customerSupport.phone.formatted,
    email: settings.customerSupport.email.display,
    shortCode: settings.shortCode ?? missingShortCode,
  };
}

const partnerPlaceholders = new Set([
  'partner', 'program', 'currency', 'currencySingular', 'currencyTitle',
  'tierMember', 'tierSelect', 'tierVip', 'tier', 'phone', 'email', 'shortCode',
  'siteUrl', 'phoneHref', 'emailHref',
]);

const placeholderPattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function placeholdersOf(value: string): string[] {
  return [...value.matchAll(placeholderPattern)].map((match) => match[1] ?? '');
}

export interface CopyWarning {
  key: string;
  message: string;
}

/**
 * Overlays CMS copy on the defaults. Unknown keys are kept (pages may be newer than this table)
 * but warned about, as are placeholders the key's default does not offer.
 */
export function buildCopyTable(overrides: Record<string, string>, report: (warning: CopyWarning) => void = () => {}): CopyTable {
  const table: CopyTable = { ...copyDefaults };
  for (const [key, value] of Object.entries(overrides)) {
    const fallback = Object.hasOwn(copyDefaults, key) ? copyDefaults[key] : undefined;
    if (fallback === undefined) {
      report({ key, message: 'unknown copy key (kept, but no page uses it yet: check the spelling)' });
    } else {
      const offered = new Set(placeholdersOf(fallback));
      const unknown = placeholdersOf(value).filter((name) => !offered.has(name) && !partnerPlaceholders.has(name));
      if (unknown.length > 0) {
        report({ key, message: `placeholder ${unknown.map((n) => `{${n}}`).join(', ')} is never filled for this key` });
      }
    }
    table[key] = value;
  }
  return table;
}

export type CopyValues = Record<string, string | number | undefined> & { currencyType?: CurrencyType };

/**
 * The copy for `key` with `{name}` placeholders filled from `vars`. Passing `currencyType` fills
 * the currency placeholders when `vars` does not already carry them. Unfilled placeholders stay
 * visible (`{name}`) so a missing value is noticed; an unknown key falls back to the built-in
 * default, then to the key itself.
 */
export function formatCopy(table: CopyTable, key: string, vars: CopyValues = {}): string {
  const template = table[key] ?? (Object.hasOwn(copyDefaults, key) ? copyDefaults[key] : undefined) ?? key;
  const values: Record<string, string | number | undefined> = { ...vars };
  if (vars.currencyType && Object.hasOwn(currencyNames, vars.currencyType)) {
    const names = currencyNames[vars.currencyType];
    values['currency'] ??= names.plural;
    values['currencySingular'] ??= names.singular;
    values['currencyTitle'] ??= names.title;
  }
  return template.replace(placeholderPattern, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
