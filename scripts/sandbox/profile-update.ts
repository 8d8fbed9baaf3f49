// PUT /api/Member: the profile form's rules (spec 001 §5 "Profile form", shared with the form through
// src/lib/profile-rules.ts) applied to one member. The schema checks only the shape (types); the rules
// run on the member read inside the write's transaction, and answer the fields that change.
import { z } from 'zod';
import type { FieldErrors } from '../../src/api/contract/errors.ts';
import type { MemberUpdate } from '../../src/api/contract/member.ts';
import { deriveSmsOptIn } from '../../src/lib/member-rules.ts';
import {
  hasDisallowedCharacter,
  isBlank,
  isFiveDigitZip,
  isFullAddressRequired,
  isUsStateCode,
  phoneToDigits,
  profileMaxLength,
  withinLimit,
  type ProfileTextField,
} from '../../src/lib/profile-rules.ts';
import { accepting, failFields } from './http.ts';
import type { PartnerProfile } from './partners.ts';
import { invalidCharactersMessage, isUsZip, messages } from './rules.ts';
import { hashPassword, type Member, type ProfileChanges } from './store/members.ts';

/** The field labels of the messages (the profile form's labels). */
export const profileLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Street address',
  address2: 'Apt, suite, etc.',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  phoneNumber: 'Phone number',
} as const;

/** The messages PUT /api/Member answers besides the generic required / at most ones (docs/api.md). */
export const profileMessages = {
  zipLength: 'Zip code must be exactly 5 digits.',
  invalidState: 'State must be a US state, territory or DC.',
  emailReadOnly: (partner: PartnerProfile) =>
    `Your email can only be changed by contacting customer support at ${partner.support.phoneFormatted}.`,
  passwordReadOnly: 'Reset your password by signing out and recovering your credentials.',
  ssoName: (partner: PartnerProfile) => `Contact ${partner.name} customer service to change your name.`,
} as const;

const text = (label: string) => z.string({ error: `${label} must be text.` });
const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/** Unknown keys are refused: a misspelt field would otherwise be a silent no-op answered 200. */
const objectError = (what: string) => (issue: z.core.$ZodRawIssue) => {
  if (issue.code !== 'unrecognized_keys') return `${what} must be a JSON object.`;
  // Named as sent, but cut short: a 1,000-character key is not echoed back whole.
  const names = issue.keys.slice(0, 5).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key));
  return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${names.join(', ')}${issue.keys.length > 5 ? ', …' : ''}.`;
};

/** The body's shape: absent fields stay unchanged; an address field, or the phone, sent as null means empty. */
export const memberUpdateSchema = accepting<MemberUpdate>()(
  z.strictObject(
    {
      firstName: text(profileLabels.firstName).optional(),
      lastName: text(profileLabels.lastName).optional(),
      address: z
        .strictObject(
          {
            address1: text(profileLabels.address1).nullish(),
            address2: text(profileLabels.address2).nullish(),
            city: text(profileLabels.city).nullish(),
            state: text(profileLabels.state).nullish(),
            zipCode: text(profileLabels.zipCode).nullish(),
          },
          { error: objectError('address') },
        )
        .optional(),
      phoneNumber: text(profileLabels.phoneNumber).nullish(),
      emailOptIn: flag('Email opt-in').optional(),
      smsOptIn: flag('SMS opt-in').optional(),
      smsOptInV2: flag('SMS opt-in').optional(),
      email: text('Email').optional(),
      password: text('Password').optional(),
    },
    { error: objectError('The request body') },
  ),
);
export type MemberUpdateBody = z.output<typeof memberUpdateSchema>;

type AddressField = 'address1' | 'address2' | 'city' | 'state' | 'zipCode';
const addressFields: readonly AddressField[] = ['address1', 'address2', 'city', 'state', 'zipCode'];

/**
 * What the update changes on this member, or 400 with every field's first error. Read-only fields
 * (email, password, an sso member's names) are accepted unchanged and refused changed.
 */
export function profileChanges(body: MemberUpdateBody, member: Member, partner: PartnerProfile): ProfileChanges {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  const current = member.profile;
  const changes: ProfileChanges = {};

  if (body.email !== undefined && body.email.trim().toLowerCase() !== member.email.toLowerCase()) {
    add('email', profileMessages.emailReadOnly(partner));
  }
  // The password the member signs in with counts as unchanged; anything else is a change.
  if (body.password !== undefined && body.password !== '' && hashPassword(member.publicId, body.password) !== member.passwordHash) {
    add('password', profileMessages.passwordReadOnly);
  }

  const sso = partner.enrollmentType === 'sso';
  for (const field of ['firstName', 'lastName'] as const) {
    const given = body[field];
    if (given === undefined) continue;
    const value = given.trim();
    if (sso) {
      if (value !== current[field]) add(field, profileMessages.ssoName(partner));
    } else if (checkText(field, value, true, add) && value !== current[field]) changes[field] = value;
  }

  // The required address fields hold for the address the member ends up with, whenever the request
  // touches it (the form sends the whole address); a phone-only update is not held up by it.
  if (body.address !== undefined) {
    const given = body.address;
    const merged = Object.fromEntries(
      addressFields.map((field) => {
        const value = given[field];
        const text = (value ?? '').trim();
        // Zero-width-only text is blank (issue #22): kept as empty, not as invisible characters.
        return [field, value === undefined ? current.address[field] : isBlank(text) ? '' : text];
      }),
    ) as Record<AddressField, string>;
    const required = isFullAddressRequired({
      fullAddressRequired: partner.features.fullAddressRequired,
      currencyType: partner.currencyType,
    });
    const path = (field: AddressField) => `address.${field}`;
    const addAddress = (field: string, message: string) => add(path(field as AddressField), message);
    const ok: Partial<Record<AddressField, boolean>> = {
      address1: checkText('address1', merged.address1, required, addAddress),
      address2: checkText('address2', merged.address2, false, addAddress),
      city: checkText('city', merged.city, required, addAddress),
    };
    merged.state = merged.state.toUpperCase();
    if (isBlank(merged.state)) {
      if (required) addAddress('state', `${profileLabels.state} is required.`);
      else ok.state = true;
    } else if (isUsStateCode(merged.state)) ok.state = true;
    else addAddress('state', profileMessages.invalidState);
    if (isBlank(merged.zipCode)) addAddress('zipCode', `${profileLabels.zipCode} is required.`);
    else if (!isFiveDigitZip(merged.zipCode)) addAddress('zipCode', profileMessages.zipLength);
    else if (!isUsZip(merged.zipCode)) addAddress('zipCode', messages.invalidZip);
    else ok.zipCode = true;
    const address: Partial<Record<AddressField, string>> = {};
    for (const field of addressFields) {
      if (ok[field] && merged[field] !== current.address[field]) address[field] = merged[field];
    }
    if (Object.keys(address).length > 0) changes.address = address;
  }

  let phoneNumber = current.phoneNumber;
  if (body.phoneNumber !== undefined) {
    if (body.phoneNumber === null || isBlank(body.phoneNumber)) phoneNumber = null;
    else {
      const digits = phoneToDigits(body.phoneNumber);
      if (digits === null) add('phoneNumber', messages.invalidPhone);
      else phoneNumber = digits;
    }
    if (phoneNumber !== current.phoneNumber) changes.phoneNumber = phoneNumber;
  }

  // SMS opt-in needs a phone. As at registration an explicit choice wins, smsOptInV2 before smsOptIn
  // (deriveSmsOptIn). Absent, the choice stays while the number does; a new number needs a new
  // choice (consent was for the old one, spec 001 §4 SMS opt-in v1), so it turns off. Never on
  // unless asked: the form sends only what changed, so an absent choice is not consent.
  const explicit = body.smsOptInV2 ?? body.smsOptIn;
  const smsOptIn =
    phoneNumber === null
      ? false
      : explicit !== undefined
        ? deriveSmsOptIn({ smsOptInV2: explicit, phoneNumber })
        : phoneNumber === current.phoneNumber && current.smsOptIn;
  if (smsOptIn !== current.smsOptIn) changes.smsOptIn = smsOptIn;

  if (body.emailOptIn !== undefined && body.emailOptIn !== current.emailOptIn) {
    changes.emailOptIn = body.emailOptIn;
    // Opting in to emails unlocks tier 2 ("Select Member"); opting out drops back to tier 0.
    if (current.tierLevel === 0 && body.emailOptIn) changes.tierLevel = 2;
    if (current.tierLevel === 2 && !body.emailOptIn) changes.tierLevel = 0;
  }

  if (Object.keys(errors).length > 0) failFields(errors);
  return changes;
}

/** Required and at-most rules of one text field (the value trimmed); true when it passes. */
function checkText(field: ProfileTextField, value: string, required: boolean, add: (field: string, message: string) => void): boolean {
  const label = profileLabels[field];
  if (required && isBlank(value)) add(field, `${label} is required.`);
  else if (hasDisallowedCharacter(value)) add(field, invalidCharactersMessage(label));
  else if (!withinLimit(field, value)) add(field, `${label} can have at most ${profileMaxLength[field]} characters.`);
  else return true;
  return false;
}
