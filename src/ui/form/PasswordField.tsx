// A password field (spec 000 §4 "Password input"): a show/hide toggle and the Caps Lock / Num Lock
// warnings (spec 000 §8), announced politely and tied to the input by aria-describedby. Paste is
// never blocked and password managers read `autocomplete` (current-password or new-password).
import { useId, useState, type KeyboardEvent } from 'react';
import { Field, type FieldProps } from './Field.tsx';
import { lockWarning, locksOf, noLocks, type KeyboardLocks, type LockWarning } from './keyboard-locks.ts';
import * as css from './password.css.ts';

export interface PasswordCopy {
  show: string;
  hide: string;
  capsLock: string;
  numLock: string;
  capsAndNumLock: string;
}

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
          <button
            type="button"
            className={css.toggle}
            aria-pressed={shown}
            aria-label={shown ? copy.hide : copy.show}
            onClick={() => setShown((value) => !value)}
          >
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
