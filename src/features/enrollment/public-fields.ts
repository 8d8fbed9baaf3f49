// What other features use of joining's member fields, apart from the add-card form in public.ts: the
// SMS opt-in (spec 001 §4) and the ZIP code checked on blur. The account profile imports this alone,
// so its page does not load the add-card form.
export { SmsOptIn } from './join/SmsOptIn.tsx';
export { smsConfirmCopyOf, type SmsConfirmCopy } from './join/SmsConfirmDialog.tsx';
export { hasPhone, nextSmsOptIn, type SmsOptInEvent, type SmsOptInState, type SmsOptInVersion } from './join/sms-opt-in-state.ts';
export { checkZip, ZipField, type ZipVerdicts } from './join/ZipField.tsx';
