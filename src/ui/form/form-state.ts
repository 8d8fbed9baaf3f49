// The form kit's hooks over its store (form-store.ts), for the kit's fields and for fields a feature
// draws itself (a toggle that follows the phone, a ZIP checked on blur). Inside <Form>:
// - useFormContext(): getValues(name?), setValue(name, value), trigger(name?), setError(name, error),
//   clearErrors(name?), getFieldState(name) → { isTouched, error }, register(name)
// - useWatch({ name }): the field's current value; re-renders when it changes
// - useController({ name }): { field: { name, value, onChange, onBlur, ref } } for a controlled input
// Each hook re-renders only when what it reads changes (useSyncExternalStore over plain snapshots).
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { FieldError, FieldState, FormStore, FormValues, Registration } from './form-store.ts';

export type { FieldError, FieldState, Registration };

export const FormStoreContext = createContext<FormStore<FormValues> | null>(null);

function useStore<Values extends FormValues>(): FormStore<Values> {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('Form fields must be rendered inside <Form>.');
  return store as unknown as FormStore<Values>;
}

/** Top-level field names of `Values`, for typed reads; dotted names are plain strings. */
type Name<Values> = Extract<keyof Values, string>;

export interface FormMethods<Values extends FormValues> {
  getValues: {
    (): Values;
    <K extends Name<Values>>(name: K): Values[K];
    (name: string): unknown;
  };
  setValue: (name: string, value: unknown) => void;
  /** Checks one field (or every field) now; resolves whether it passed. */
  trigger: (name?: string) => Promise<boolean>;
  setError: (name: string, error: FieldError) => void;
  clearErrors: (name?: string) => void;
  getFieldState: (name: string) => FieldState;
  register: (name: string) => Registration;
}

export function useFormContext<Values extends FormValues = FormValues>(): FormMethods<Values> {
  const store = useStore<Values>();
  return useMemo(
    () => ({
      getValues: ((name?: string) => (name === undefined ? store.getValues() : store.getValues(name))) as FormMethods<Values>['getValues'],
      setValue: (name, value) => store.setValue(name, value),
      trigger: (name) => Promise.resolve(store.trigger(name)),
      setError: (name, error) => store.setError(name, error),
      clearErrors: (name) => store.clearErrors(name),
      getFieldState: (name) => store.getFieldState(name),
      register: (name) => store.register(name),
    }),
    [store],
  );
}

export function useWatch<Values extends FormValues, K extends Name<Values>>(options: { name: K }): Values[K] {
  const store = useStore<Values>();
  const read = () => store.getValues(options.name) as Values[K];
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The field's error message, if it has one. */
export function useFieldError(name: string): string | undefined {
  const store = useStore();
  const read = () => store.errorOf(name)?.message;
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useIsSubmitting(): boolean {
  const store = useStore();
  const read = () => store.isSubmitting;
  return useSyncExternalStore(store.subscribe, read, read);
}

export interface ControlledField<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

/** A field whose control React draws from its value (a switch): changes go through onChange(value). */
export function useController<Values extends FormValues, K extends Name<Values>>(options: {
  name: K;
}): { field: ControlledField<Values[K]> } {
  const store = useStore<Values>();
  const { name } = options;
  const value = useWatch<Values, K>({ name });
  const registration = store.register(name);
  const onChange = useCallback(
    (next: Values[K]) => {
      store.setValue(name, next);
      if (store.getFieldState(name).isTouched) store.trigger(name);
    },
    [store, name],
  );
  return { field: { name, value, onChange, onBlur: registration.onBlur, ref: () => undefined } };
}
