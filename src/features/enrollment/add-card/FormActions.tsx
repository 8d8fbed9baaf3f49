// The add-card form's actions: submit (busy while sending), the Cancel link, and while a link or
// re-enrollment request runs the spec's loading notice "Do not refresh." (spec 001 §2, §8): leaving
// the page then would leave the member not knowing which cards were linked.
import { button } from '../../../ui/button.css.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import { Spinner } from '../../../ui/Spinner.tsx';

interface FormActionsProps {
  submitLabel: string;
  /** Submit cannot be pressed (not hydrated yet, or sending). */
  disabled: boolean;
  /** Submit is shown as unavailable: pressing it says what is missing. */
  unavailable: boolean;
  sending: boolean;
  doNotRefresh: string;
  cancel?: { label: string; href: string } | undefined;
}

export function FormActions({ submitLabel, disabled, unavailable, sending, doNotRefresh, cancel }: FormActionsProps) {
  return (
    <>
      <div className={formCss.actions}>
        <button
          type="submit"
          className={`${button.primary} ${formCss.submit}`}
          disabled={disabled}
          aria-disabled={unavailable || undefined}
          aria-busy={sending || undefined}
        >
          {sending && <Spinner size={20} />}
          {submitLabel}
        </button>
        {cancel && (
          <a className={button.tertiary} href={cancel.href}>
            {cancel.label}
          </a>
        )}
      </div>
      {/* Announced with the form's "sending" message (its live region); shown for everyone. */}
      {sending && <p className={formCss.hint}>{doNotRefresh}</p>}
    </>
  );
}
