// Joining, adding a card, activation and the SMS opt-in confirmation.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
// The add-card form's messages that the account center shares (`cards.*`: opt-in, results, the
// frame failure, the cap) live in src/features/account/copy.ts; the form reads them from there.
export const enrollmentCopy = {
  'enroll.step': 'Step {step} of {total}',
  'enroll.step1.title': 'Join {program}',
  'enroll.step1.information': 'Your information',
  'enroll.step1.password': 'Create a password',
  'enroll.step1.submit': 'Continue',
  'enroll.step2.title': 'Add a card',
  'enroll.step2.noThanks': 'No, thanks',
  'enroll.step3.title': "You're all set",
  'enroll.step3.body': 'Start earning {currency} when you dine with your linked card.',
  'enroll.step3.cardLinked': 'Your card ending in {lastFour} has been linked.',
  'enroll.step3.account': 'Go to your account',
  // Card Added celebrates (issue #25): the bonus now theirs, when the card is active, the next step.
  'enroll.step3.bonusTitle': 'Your new member bonus',
  'enroll.step3.active': 'Your card becomes active in about 24 hours.',
  'enroll.haveAccount': 'Already have an account?',
  'enroll.haveAccountSignIn': 'Sign in',
  'enroll.haveAccountRecover': 'Recover your account',
  'enroll.ssoMessage': 'Sign in with your {program} account to join.',
  'enroll.email': 'Email',
  'enroll.firstName': 'First name',
  'enroll.lastName': 'Last name',
  'enroll.zipCode': 'ZIP code',
  'enroll.password': 'Password',
  'enroll.passwordConfirm': 'Confirm password',
  'enroll.passwordHint': '8 to 56 characters, with at least one letter and one number.',
  'enroll.passwordRule': 'Password must contain a letter and a number.',
  'enroll.passwordMismatch': 'Passwords do not match.',
  // Which number and where to find it (issue #25; spec 001 §5 "Partner number (airline loyalty number)").
  'enroll.partnerNumber': 'Loyalty member number',
  'enroll.partnerNumberHint':
    'Optional. The 10-digit number of the loyalty account you earn {currency} in: it is on your member card and in your loyalty app.',
  'enroll.phone': 'Mobile phone number',
  'enroll.phoneHint': 'Optional. A US number, for example 617-555-0188.',
  'enroll.smsOptIn': 'Text me offers and updates. Reply STOP to {shortCode} to opt out.',
  'enroll.smsNeedsPhone': 'Enter a mobile phone number to get text messages.',
  'enroll.emailOptIn': 'Email me offers and news from {program}.',
  // Where the partner's tiers differ (issue #25; spec 001 §6: opting in to emails is tier 2).
  'enroll.emailOptInRate': 'Email me offers and news from {program}, and earn {rate.tier2} instead of {rate.tier0}.',
  // Under the form (issue #25): what Continue agrees to; the card and its opt-in come at step 2
  // (spec 001 §5 "Terms must be accepted").
  'enroll.terms':
    'By selecting Continue you agree to the [[terms]] and the [[privacy]]. Next, you link a card and let {program} see its purchases: that is how you earn.',
  // Step 1's value panel beside the form (issue #25).
  'enroll.value.title': 'What you get',
  'enroll.value.free': 'Free to join. No fees, no coupons, nothing to show when you pay.',
  'enroll.value.bonusTitle': 'New member bonus',
  'enroll.value.bonus': 'Earn bonus {currency} on your first dine with a linked card.',
  'enroll.value.ladderTitle': 'Earn {currency} every time you dine',
  // Why the visitor landed on /join (spec 000 §2 `rfr`, §4 "Activation" redirects).
  'enroll.rfr.0': 'Your activation link is missing your member ID, so we could not activate your account. Join below to create one.',
  'enroll.rfr.1': 'We could not check your activation link. Please open it again, or join below.',
  'enroll.rfr.2': 'Your account cannot be activated online. Join below to create your online account.',
  'enroll.rfr.3': 'Your account is already active. Sign in to continue.',
  'enroll.rfr.4': 'Your account is not active. Sign in to link a card and reactivate it.',
  'sms.confirm.title': 'Confirm text messages',
  'sms.confirm.body':
    'By opting in you agree to receive recurring automated marketing text messages from {shortCode}. Message and data rates may apply.',
  'sms.confirm.checkbox': 'I agree to receive text messages.',
  'sms.confirm.confirm': 'Confirm',
  'sms.confirm.cancel': 'Cancel',
  'addCard.frameTitle': 'Card number',
  'addCard.cardEnding': '{description} ending in {lastFour}',
  'addCard.partnerCards': 'Your {program} cards',
  'addCard.partnerCardsHint': 'Select the cards to link. You can also enter another card below.',
  'addCard.manualCard': 'Enter a card number',
  'addCard.retry': 'Try again',
  // Spec 001 §5 "A message lists the allowed brands": {brands} is the partner's, "Visa and Mastercard".
  'addCard.acceptedBrands': 'We accept {brands} cards.',
  'addCard.selectOrEnter': 'Select a card or enter a card number.',
  'addCard.accountClosed': 'Your account is closed. Link a card through re-enrollment to reopen it.',
  // Beside the secure frame (issue #25): why linking is safe, in plain words.
  'addCard.safe.title': 'Linking your card is safe',
  'addCard.safe.charged': 'Your card is never charged. We only look at purchases made with it, to award your {currency}.',
  'addCard.safe.encrypted': 'Your card number goes straight to our payment processor, encrypted. {program} never sees it in full.',
  'addCard.safe.oneProgram': 'A card can earn in one dining rewards program at a time.',
  'addCard.safe.active': 'Your card starts earning in about 24 hours.',
  'activate.title': 'Activate your account',
  'activate.loading': 'Do not refresh, loading more content.',
  'activate.greeting': 'Welcome, {firstName}.',
  'activate.button': 'Activate',
  'activate.activated': 'Your account is active. Start earning {currency} when you dine.',
  'activate.next': 'Your linked cards now earn {currency} at participating restaurants. Sign in or join to follow your activity online.',
  'activate.error': 'There was an error activating your account. Please contact customer support.',
  'activate.supportPhone': 'Customer support phone is {phone}.',
} as const;
