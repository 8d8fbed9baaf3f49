// Step 1's password fieldset (spec 000 §5): the new password with its rules hint and show/hide
// button, and its confirmation.
import type { CopyReader } from '../../../lib/element-copy.ts';
import { Field } from '../../../ui/form/Field.tsx';
import { passwordCopyFrom } from '../../../ui/form/password-copy.ts';
import { PasswordField } from '../../../ui/form/PasswordField.tsx';
import type { JoinCopyKey } from '../copy-keys.ts';
import * as css from '../enrollment.css.ts';
import type { JoinLabels } from './join-rules.ts';

export function PasswordFieldset({ t, labels }: { t: CopyReader<JoinCopyKey>; labels: JoinLabels }) {
  return (
    <fieldset className={css.section}>
      <legend className={css.sectionTitle}>{t('enroll.step1.password')}</legend>
      <PasswordField
        name="password"
        label={labels.password}
        hint={t('enroll.passwordHint')}
        required
        autoComplete="new-password"
        copy={passwordCopyFrom(t)}
      />
      {/* One show/hide button for the pair: the confirmation is typed as the password was. */}
      <Field
        name="passwordConfirm"
        label={labels.passwordConfirm}
        type="password"
        required
        autoComplete="new-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
    </fieldset>
  );
}
