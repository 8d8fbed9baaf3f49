// Joining, adding a card, activation and the SMS opt-in confirmation.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const enrollmentCopy = {
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
  'activate.title': 'Activate your account',
  'activate.button': 'Activate',
  'activate.activated': 'Your account is active. Start earning {currency} when you dine.',
  'activate.error': 'There was an error activating your account. Please contact customer support.',
  'activate.supportPhone': 'Customer support phone is {phone}.',
} as const;
