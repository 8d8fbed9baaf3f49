// The add-card form's actions: submit (busy while sending), the Cancel link, and while a link or
// re-enrollment request runs the spec's loading notice "Do not refresh." (spec 001 §2, §8): leaving
// the page then would leave the member not knowing which cards were linked.
import { button } from '../../../ui/button.css.ts';
import { useFormKit } from '../../../ui/form/form-context.ts';
import { useIsSubmitting } from '../../../ui/form/form-state.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import { Spinner } from '../../../ui/Spinner.tsx';

interface FormActionsProps {
  submitLabel: string;
  /** Submit is shown as unavailable: pressing it says what is missing. */
  unavailable: boolean;
  doNotRefresh: string;
  cancel?: { label: string; href: string } | undefined;
}

export function FormActions({ submitLabel, unavailable, doNotRefresh, cancel }: FormActionsProps) {
  const { hydrated } = useFormKit();
  const sending = useIsSubmitting();
  return (
    <>
      {/* The cap's place among the fields (add-card-rules.ts): checked after the opt-in. */}
      <div className={formCss.actions} data-form-field="cardCount">
        <button
          type="submit"
          className={`${button.primary} ${formCss.submit}`}
          disabled={!hydrated || sending}
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
