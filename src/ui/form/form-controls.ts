// The form's own fields in document order, by the dotted names react-hook-form gives them: which
// errors have a field to sit on, and which field is first (spec 000 §5: focus the first invalid).

type NamedControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isNamedControl = (element: Element): element is NamedControl =>
  (element instanceof HTMLInputElement && element.type !== 'hidden') ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

function controlsOf(form: HTMLFormElement): NamedControl[] {
  return [...form.elements].filter(isNamedControl).filter((control) => control.name !== '');
}

/** Names of the form's fields, first to last, each once. */
export function controlNames(form: HTMLFormElement): string[] {
  return [...new Set(controlsOf(form).map((control) => control.name))];
}

/** The first field called `name` (a checkbox group's first box). */
export function controlNamed(form: HTMLFormElement, name: string): NamedControl | undefined {
  return controlsOf(form).find((control) => control.name === name);
}
