// Validation rules the real backend enforces (spec 000 §5, spec 001 §5), shared by the routes. The
// member, profile and card rules the forms hold alike live in src/lib (member-rules.ts,
// profile-rules.ts, us-states.ts, card-number.ts).

/** A 5-digit ZIP inside the range the US Postal Service actually assigns. */
export function isUsZip(zip: string): boolean {
  if (!/^\d{5}$/.test(zip)) return false;
  const n = Number(zip);
  return n >= 501 && n <= 99950;
}

/** Names and address text with control, bidi-override or lone-surrogate characters (issue #22; the
 *  forms' 'validation.invalidCharacters' copy). */
export const invalidCharactersMessage = (label: string): string =>
  `${label} contains invisible or control characters. Please type it again.`;

export const messages = {
  captcha: 'You must complete the reCAPTCHA to continue.',
  invalidPartnerNumber: 'Invalid format for partner number.',
  partnerNumberInUse: 'This partner number is already in use.',
  emailInUse: 'This email is already in use.',
  passwordHasPartnerNumber: 'Password cannot contain your partner number.',
  invalidPhone: 'Invalid phone number, please check the number and try again.',
  invalidZip: 'This ZIP code is not located in the U.S.',
  invalidRecoveryInput: 'Please enter a valid email address or partner number.',
  invalidEmail: 'Please enter a valid email address.',
  termsNotAccepted: 'Linking a card and authorizing activity monitoring is required to complete and earn rewards.',
  emptyCardNumber: 'Please enter your credit card number.',
  searchLocation: 'Enter city, state or ZIP code',
  invalidCredentials: 'Invalid user name or password.',
  throttled: 'Too many attempts. Please wait a few minutes and try again.',
  lockedOut: 'Your account has been locked for 30 minutes. Recover your user name or password to get access more quickly.',
  reservationGeneral: "We're unable to complete your reservation.",
  reservationOverlap: 'You already have a reservation at this location within two hours.',
  reservationUserFraud: 'Your account has been deactivated with OpenTable.',
} as const;
