// The SMS opt-in's rules (spec 001 §4 "SMS opt-in") as one pure transition, shared by joining and
// the profile (SmsOptIn.tsx draws it):
// - the toggle is off and disabled while the phone is empty, and clearing the phone turns it off;
// - version 1: changing the phone number turns it off;
// - version 2: turning it on asks first; only a confirmation with the box ticked turns it on, and
//   Cancel (or any other way out) leaves it off.

export type SmsOptInVersion = 1 | 2;

export interface SmsOptInState {
  /** The phone as typed. */
  phone: string;
  /** The opt-in's value. */
  on: boolean;
  /** Version 2's confirmation is open. */
  asking: boolean;
}

export type SmsOptInEvent =
  /** The phone field now reads `phone`. */
  | { type: 'phone'; phone: string }
  /** The member flipped the toggle to `on`. */
  | { type: 'toggle'; on: boolean }
  /** The confirmation closed: Confirm pressed (`confirmed`) with its box ticked (`agreed`), or not. */
  | { type: 'answer'; confirmed: boolean; agreed: boolean };

export const hasPhone = (phone: string): boolean => phone.trim() !== '';

/** The number a phone stands for: its digits, a leading country code 1 of 11 digits dropped, so
 *  "617-555-0188", "(617) 555 0188" and "1 617 555 0188" are the same number. */
function numberOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export function nextSmsOptIn(version: SmsOptInVersion, state: SmsOptInState, event: SmsOptInEvent): SmsOptInState {
  switch (event.type) {
    case 'phone': {
      if (!hasPhone(event.phone)) return { phone: event.phone, on: false, asking: false };
      const changed = numberOf(event.phone) !== numberOf(state.phone);
      return { ...state, phone: event.phone, on: version === 1 && changed ? false : state.on };
    }
    case 'toggle':
      if (!hasPhone(state.phone)) return { ...state, on: false, asking: false };
      // Version 2 stays as it was until the member answers the confirmation.
      if (version === 2 && event.on && !state.on) return { ...state, asking: true };
      return { ...state, on: event.on, asking: false };
    case 'answer':
      return { ...state, on: event.confirmed && event.agreed && hasPhone(state.phone), asking: false };
  }
}
