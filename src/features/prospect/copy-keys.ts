// The copy <prospect-form> uses in the browser (shipped on the element as data-copy).
import type { CopyKey } from '../../site/copy-table.ts';

export const prospectFormCopyKeys = [
  'home.emailLabel',
  'form.required',
  'form.submitting',
  'validation.maxLength',
  'validation.emailInvalid',
  'validation.generalApi',
  'validation.captcha',
  'captcha.notReady',
  'captcha.tooManyErrors',
] as const satisfies readonly CopyKey[];

export type ProspectFormCopyKey = (typeof prospectFormCopyKeys)[number];
