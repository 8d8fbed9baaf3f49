// The asterisk after a required field's label, matching the "* Required field" legend (spec 000 §5).
// Hidden from assistive tech where the control's own `required` state already says it; in a group
// legend, which has no such state, it also says "(required)" to screen readers.
import { useFormKit } from './form-context.ts';
import * as css from './form.css.ts';

export function RequiredMarker({ spoken = false }: { spoken?: boolean }) {
  const { copy } = useFormKit();
  return (
    <span className={css.marker}>
      <span aria-hidden="true"> *</span>
      {spoken && <span className="visually-hidden"> {copy.requiredMarker}</span>}
    </span>
  );
}
