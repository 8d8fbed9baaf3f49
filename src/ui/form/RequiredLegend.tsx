// Spec 000 §5: the legend "* Required field" shown when any field of the form is required.
import { useFormKit } from './form-context.ts';
import * as css from './form.css.ts';

export function RequiredLegend() {
  const { copy } = useFormKit();
  return <p className={css.legendNote}>{copy.requiredLegend}</p>;
}
