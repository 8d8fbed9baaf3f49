// The profile's email opt-in (issue #25): its hint says what opting in earns, and unticking it as a
// Select Member asks first, naming the rate it drops to. Keep emails leaves the box ticked; Stop
// emails unticks it (saved with the form, like every other field). Escape or Close keep it too.
import { useId, useState } from 'react';
import { button } from '../../../ui/button.css.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useController } from '../../../ui/form/form-state.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import type { RateDrop } from './email-opt-out.ts';

export interface EmailOptInCopy {
  label: string;
  /** "Members who get our emails earn 3 miles per $1 instead of 1 mile per $2."; null: no hint. */
  hint: string | null;
  title: string;
  /** "You will earn {to} instead of {from}." */
  body: (drop: RateDrop) => string;
  stop: string;
  keep: string;
  close: string;
}

export function EmailOptInField({ copy, drop }: { copy: EmailOptInCopy; drop: RateDrop | null }) {
  const { field } = useController<{ emailOptIn: boolean }, 'emailOptIn'>({ name: 'emailOptIn' });
  const [asking, setAsking] = useState(false);
  const id = useId();
  const hintId = useId();

  const answer = (stop: boolean) => {
    setAsking(false);
    if (stop) field.onChange(false);
  };

  return (
    <div className={formCss.field}>
      <div className={formCss.checkboxRow}>
        <input
          ref={field.ref}
          id={id}
          name={field.name}
          type="checkbox"
          className={formCss.checkbox}
          checked={field.value}
          aria-describedby={copy.hint ? hintId : undefined}
          onBlur={field.onBlur}
          onChange={(event) => {
            if (!event.target.checked && drop) setAsking(true);
            else field.onChange(event.target.checked);
          }}
        />
        <label className={formCss.checkboxLabel} htmlFor={id}>
          {copy.label}
        </label>
      </div>
      {copy.hint && (
        <p id={hintId} className={formCss.hint}>
          {copy.hint}
        </p>
      )}
      {drop && (
        <Dialog
          open={asking}
          onClose={() => answer(false)}
          title={copy.title}
          closeLabel={copy.close}
          describedByBody
          actions={
            <>
              <button type="button" className={button.primary} onClick={() => answer(false)}>
                {copy.keep}
              </button>
              <button type="button" className={button.secondary} onClick={() => answer(true)}>
                {copy.stop}
              </button>
            </>
          }
        >
          <p>{copy.body(drop)}</p>
        </Dialog>
      )}
    </div>
  );
}
