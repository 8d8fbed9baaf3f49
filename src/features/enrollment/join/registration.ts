// Step 1's values → the prospect registration (spec 000 §3 "Prospect registration payload", §5):
// passwords cut to 56 characters, the phone as its 10 digits, the partner number only when the
// partner asks for one, and smsOptIn derived as the spec says. Which SMS choice counts:
// - v2 partners (hasSmsOptInV2): the confirmed toggle, sent as smsOptInV2 and smsOptIn;
// - v1 partners (hasSmsOptIn): the checkbox, sent as smsOptIn;
// - partners without an SMS choice: "true when a phone number is given" (deriveSmsOptIn).
// Without a phone number there is nothing to text, so it is always false.
import type { ProspectRegistration } from '../../../api/contract/enrollment.ts';
import { cutPassword, deriveSmsOptIn, normalizeUsPhone } from '../../../lib/member-rules.ts';
import type { JoinValues } from './join-rules.ts';

export interface JoinSettings {
  hasPPN: boolean;
  hasSmsOptIn: boolean;
  hasSmsOptInV2: boolean;
  formPrivacyNotice: boolean;
}

export function registrationOf(values: JoinValues, settings: JoinSettings, captchaToken: string): ProspectRegistration {
  const phoneNumber = values.phoneNumber.trim() === '' ? null : normalizeUsPhone(values.phoneNumber);
  const choice = settings.hasSmsOptInV2 ? values.smsOptInV2 : settings.hasSmsOptIn ? values.smsOptIn : undefined;
  const smsOptIn = phoneNumber !== null && deriveSmsOptIn({ smsOptInV2: choice, phoneNumber });
  const partnerNumber = settings.hasPPN ? values.partnerNumber.trim() : '';
  return {
    email: values.email.trim(),
    password: cutPassword(values.password),
    passwordConfirm: cutPassword(values.passwordConfirm),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    zipCode: values.zipCode.trim(),
    ...(partnerNumber === '' ? {} : { partnerNumber }),
    ...(phoneNumber === null ? {} : { phoneNumber }),
    smsOptIn,
    ...(settings.hasSmsOptInV2 ? { smsOptInV2: smsOptIn } : {}),
    emailOptIn: values.emailOptIn,
    gRecaptchaResponse: captchaToken,
  };
}
