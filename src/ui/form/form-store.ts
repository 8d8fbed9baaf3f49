// The form's state, kept by the kit itself: values (nested like the answer the backend takes, read
// and written by dotted name), one error per field, which fields were touched, and the submit's
// progress. Inputs stay uncontrolled: the store writes a value into its registered controls and
// reads what the member types from their change events, so typing re-renders only what watches
// that field. Validation follows spec 000 §5 "General form rules" ("on submit, then on change"),
// as the kit shows it: a field is checked when the member leaves it and from then on as it changes;
// after a submit every field is checked as it changes.
//
// Why not react-hook-form: it did this and more, but cost every form page about 12 kB gz of its
// 100 kB budget (docs/decisions.md, issue #10); the kit only ever used this part of it.
import { validate, valueAt, type Rules } from './rules.ts';

/** A form's values: an object of fields, nested where the backend nests them (address.zipCode). */
export type FormValues = object;

/** An error by the dotted name of its field. */
export interface NamedError {
  name: string;
  message: string;
}

export interface FieldError {
  /** 'rule' from the field's rules, 'server' from a 400 answer, or a feature's own ('api'). */
  type: string;
  message: string;
}

export interface FieldState {
  isTouched: boolean;
  error: FieldError | undefined;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a control spreads onto itself: `<input {...register(name)} />`. */
export interface Registration {
  name: string;
  ref: (element: Control | null) => void;
  onChange: (event: { target: EventTarget | null }) => void;
  onBlur: () => void;
}

/** A copy of `values` with `value` at the dotted `name` (the objects on the way copied, not shared). */
function withValueAt<V>(values: V, name: string, value: unknown): V {
  const [key, ...rest] = name.split('.') as [string, ...string[]];
  const node = (values ?? {}) as Record<string, unknown>;
  return { ...node, [key]: rest.length === 0 ? value : withValueAt(node[key], rest.join('.'), value) } as V;
}

const isCheckbox = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && control.type === 'checkbox';

export class FormStore<Values extends FormValues> {
  private values: Values;
  private errors = new Map<string, FieldError>();
  private touched = new Set<string>();
  private controls = new Map<string, Set<Control>>();
  private listeners = new Set<() => void>();
  private registrations = new Map<string, Registration>();
  private submitted = false;
  private submitting = false;
  private rules: Rules<Values>;

  constructor(defaultValues: Values, rules: Rules<Values>) {
    this.values = defaultValues;
    this.rules = rules;
  }

  // For useSyncExternalStore: one subscription, snapshots are plain values.
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  setRules(rules: Rules<Values>): void {
    this.rules = rules;
  }

  getValues(): Values;
  getValues(name: string): unknown;
  getValues(name?: string): unknown {
    return name === undefined ? this.values : valueAt(this.values, name);
  }

  /** Sets a value and shows it in the field's controls (no validation, like a programmatic fill). */
  setValue(name: string, value: unknown): void {
    this.values = withValueAt(this.values, name, value);
    for (const control of this.controls.get(name) ?? []) this.show(control, value);
    this.changed();
  }

  errorOf(name: string): FieldError | undefined {
    return this.errors.get(name);
  }

  getFieldState(name: string): FieldState {
    return { isTouched: this.touched.has(name), error: this.errors.get(name) };
  }

  setError(name: string, error: FieldError): void {
    this.errors.set(name, error);
    this.changed();
  }

  clearErrors(name?: string): void {
    if (name === undefined) this.errors.clear();
    else this.errors.delete(name);
    this.changed();
  }

  get isSubmitting(): boolean {
    return this.submitting;
  }

  /** Checks one field (rules may read other fields) or, without a name, every field. */
  trigger(name?: string): boolean {
    const found = validate(this.rules, this.values);
    const names = name === undefined ? Object.keys(this.rules) : [name];
    for (const field of names) {
      const message = found[field];
      if (message) this.errors.set(field, { type: 'rule', message });
      else this.errors.delete(field);
    }
    this.changed();
    return names.every((field) => !found[field]);
  }

  /** The props a native control spreads onto itself; the same object for a name every render. */
  register(name: string): Registration {
    const known = this.registrations.get(name);
    if (known) return known;
    const registration: Registration = {
      name,
      ref: (element) => {
        if (element) this.attach(name, element);
      },
      onChange: ({ target }) => {
        if (!target || !('name' in target)) return;
        this.values = withValueAt(this.values, name, this.read(name, target as Control));
        if (this.submitted || this.touched.has(name)) this.trigger(name);
        else this.changed();
      },
      onBlur: () => {
        this.touched.add(name);
        this.trigger(name);
      },
    };
    this.registrations.set(name, registration);
    return registration;
  }

  /** A control joins its field: it shows the field's value, or gives it one when the field has none. */
  private attach(name: string, control: Control): void {
    const controls = this.controls.get(name) ?? new Set<Control>();
    for (const known of controls) if (!known.isConnected) controls.delete(known);
    controls.add(control);
    this.controls.set(name, controls);
    const value = valueAt(this.values, name);
    if (value === undefined) this.values = withValueAt(this.values, name, this.read(name, control));
    else this.show(control, value);
  }

  /** A field's value from its controls: a box ticked or not; a group of boxes, the ticked values. */
  private read(name: string, control: Control): unknown {
    if (!isCheckbox(control)) return control.value;
    const boxes = [...(this.controls.get(name) ?? [control])].filter(isCheckbox);
    const group = boxes.length > 1 || Array.isArray(valueAt(this.values, name));
    return group ? boxes.filter((box) => box.checked).map((box) => box.value) : control.checked;
  }

  private show(control: Control, value: unknown): void {
    if (isCheckbox(control)) control.checked = Array.isArray(value) ? value.includes(control.value) : Boolean(value);
    else control.value = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }

  /**
   * The submit: every field checked; errors replace the last ones (a server error included). With
   * errors, `onInvalid` gets them in rule order; without, `onValid` runs with the values while the
   * form counts as submitting.
   */
  async submit(onValid: (values: Values) => unknown, onInvalid: (errors: NamedError[]) => void): Promise<void> {
    this.submitted = true;
    this.errors.clear();
    const found = validate(this.rules, this.values);
    for (const [name, message] of Object.entries(found)) this.errors.set(name, { type: 'rule', message });
    if (this.errors.size > 0) {
      this.changed();
      onInvalid(Object.entries(found).map(([name, message]) => ({ name, message })));
      return;
    }
    this.submitting = true;
    this.changed();
    try {
      await onValid(this.values);
    } finally {
      this.submitting = false;
      this.changed();
    }
  }
}
