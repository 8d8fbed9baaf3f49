// The form's own fields in document order, by their dotted names: which
// errors have a field to sit on, and which field is first (spec 000 §5: focus the first invalid).

type NamedControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isNamedControl = (element: Element): element is NamedControl =>
  (element instanceof HTMLInputElement && element.type !== 'hidden') ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

function controlsOf(form: HTMLFormElement): NamedControl[] {
  return [...form.elements].filter(isNamedControl).filter((control) => control.name !== '');
}

/** Names of the form's fields, first to last, each once: its named controls, and the places of
 *  fields without one (`data-form-field`, a card typed in a secure frame). */
export function controlNames(form: HTMLFormElement): string[] {
  const names = [...form.querySelectorAll<HTMLElement>('input, select, textarea, [data-form-field]')].map(
    (element) => element.dataset['formField'] ?? (isNamedControl(element) ? element.name : ''),
  );
  return [...new Set(names.filter(Boolean))];
}

/** What was typed into the form's text fields, selects and single checkboxes before the island ran:
 *  each field that differs from its server-rendered value. Checkbox groups (several boxes of one
 *  name) are left alone. */
export function changedControls(form: HTMLFormElement): { name: string; value: string | boolean }[] {
  const controls = controlsOf(form);
  const single = (name: string) => controls.filter((control) => control.name === name).length === 1;
  return controls.flatMap((control): { name: string; value: string | boolean }[] => {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      return control.checked !== control.defaultChecked && single(control.name) ? [{ name: control.name, value: control.checked }] : [];
    }
    if (control instanceof HTMLSelectElement) {
      const initial = [...control.options].find((option) => option.defaultSelected)?.value ?? control.options[0]?.value ?? '';
      return control.value !== initial ? [{ name: control.name, value: control.value }] : [];
    }
    if (control instanceof HTMLInputElement && control.type === 'radio') return [];
    return control.value !== control.defaultValue ? [{ name: control.name, value: control.value }] : [];
  });
}

/** The first field called `name` (a checkbox group's first box). */
export function controlNamed(form: HTMLFormElement, name: string): NamedControl | undefined {
  return controlsOf(form).find((control) => control.name === name);
}
