// Step 1's words read once from the island's copy: the field labels (the rules word their errors
// with them too) and the notice for each reason a member was sent to /join.
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { JoinCopyKey } from '../copy-keys.ts';
import type { JoinLabels } from './join-rules.ts';
import type { RedirectReason } from './RedirectReason.tsx';

export const joinLabelsOf = (t: CopyReader<JoinCopyKey>): JoinLabels => ({
  email: t('enroll.email'),
  password: t('enroll.password'),
  passwordConfirm: t('enroll.passwordConfirm'),
  firstName: t('enroll.firstName'),
  lastName: t('enroll.lastName'),
  zipCode: t('enroll.zipCode'),
});

export const redirectReasonsOf = (t: CopyReader<JoinCopyKey>): Record<RedirectReason, string> => ({
  '0': t('enroll.rfr.0'),
  '1': t('enroll.rfr.1'),
  '2': t('enroll.rfr.2'),
  '3': t('enroll.rfr.3'),
  '4': t('enroll.rfr.4'),
});
