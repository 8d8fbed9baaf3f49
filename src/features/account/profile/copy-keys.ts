// The copy the profile island draws (shipped as its props, partner placeholders already filled):
// the profile words of the account table (../copy.ts) and the profile page's own (copy.ts), the SMS
// confirmation and the form rules' messages. Typed, so a wrong key is a type error. The form kit's
// own words travel separately (formKitCopyFrom, src/ui/form/form-kit-copy.ts).
import { keysOf, keysUnder } from '../../../site/copy-keys.ts';
import { accountCopy } from '../copy.ts';
import { accountProfileCopy } from './copy.ts';

export const profileCopyKeys = [
  ...keysUnder(accountCopy, 'profile.'),
  ...keysOf(accountProfileCopy),
  'sms.confirm.title',
  'sms.confirm.body',
  'sms.confirm.checkbox',
  'sms.confirm.confirm',
  'sms.confirm.cancel',
  'modal.close',
  'validation.required',
  'validation.maxLength',
  'validation.exactLength',
  'validation.zipInvalid',
  'validation.generalApi',
  'validation.phoneInvalid',
  'validation.invalidCharacters',
  'validation.server',
] as const;

export type ProfileCopyKey = (typeof profileCopyKeys)[number];
