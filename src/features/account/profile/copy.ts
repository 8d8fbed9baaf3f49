// The account center's profile page: its built-in copy defaults (the CMS `copy` entry overrides any key).
// The field labels and the save messages are the account center's (src/features/account/copy.ts).
export const accountProfileCopy = {
  'profile.section.name': 'Your name',
  'profile.section.address': 'Your address',
  'profile.section.signIn': 'Email and password',
  'profile.section.contact': 'Contact preferences',
  'profile.statePlaceholder': 'Select a state',
  'profile.stateInvalid': 'Select a state from the list.',
  'profile.phoneHint': 'Optional. A US number in the format 000-000-0000.',
  'profile.smsNeedsPhone': 'Enter a phone number to get text messages.',
  'profile.resetCredentials': 'Or sign out and reset your password:',
  'profile.resetLink': 'Recover your account',
  'profile.ssoCredentials': 'Your email and password belong to your {program} account. To change them, contact {program} customer service.',
  'profile.loading': 'Loading your profile…',
  'profile.loadError': "We couldn't load your profile right now.",
  'profile.retry': 'Try again',
  /** Issue #25: what the email opt-in does to the rate (spec 001 §6: emails unlock Select Member). */
  'profile.emailOptInHint': 'Members who get our emails earn {rate.tier2} instead of {rate.tier0}.',
  'profile.emailOptOut.title': 'Stop getting emails?',
  /** {to}: the Member rate; {from}: the member's rate now. */
  'profile.emailOptOut.body': 'You will earn {to} instead of {from}.',
  'profile.emailOptOut.stop': 'Stop emails',
  'profile.emailOptOut.keep': 'Keep emails',
} as const;
