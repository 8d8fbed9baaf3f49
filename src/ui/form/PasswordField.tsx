// A password field (spec 000 §4 "Password input"): a show/hide toggle (a pressed-state button named
// "Show", so the field's own label is the only one that says "password") and the Caps Lock / Num Lock
// warnings (spec 000 §8), announced politely and tied to the input by aria-describedby. Paste is
// never blocked and password managers read `autocomplete` (current-password or new-password).
import { useId, useState, type KeyboardEvent } from 'react';
import { Field, type FieldProps } from './Field.tsx';
import { lockWarning, locksOf, noLocks, type KeyboardLocks, type LockWarning } from './keyboard-locks.ts';
import type { PasswordCopy } from './password-copy.ts';
import * as css from './password.css.ts';

export interface PasswordFieldProps extends Pick<FieldProps, 'name' | 'label' | 'required' | 'hint' | 'maxLength'> {
  autoComplete: 'current-password' | 'new-password';
  copy: PasswordCopy;
}

export function PasswordField({ autoComplete, copy, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const [locks, setLocks] = useState<KeyboardLocks>(noLocks);
  const warningId = useId();
  const warning: LockWarning | undefined = lockWarning(locks);
  const track = (event: KeyboardEvent<HTMLInputElement>) => setLocks(locksOf(event));
  return (
    <div className={css.password}>
      <Field
        {...field}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        onKeyDown={track}
        onKeyUp={track}
        {...(warning ? { describedBy: warningId } : {})}
        after={
          <button type="button" className={css.toggle} aria-pressed={shown} onClick={() => setShown((value) => !value)}>
            {shown ? copy.hide : copy.show}
          </button>
        }
      />
      <p id={warningId} className={css.warning} aria-live="polite">
        {warning ? copy[warning] : ''}
      </p>
    </div>
  );
}
