// The form kit's hooks, for the kit's fields and for fields a feature draws itself (a toggle that
// follows the phone, a ZIP checked on blur). They are react-hook-form's own (its documentation
// applies); the kit adds two small readers its parts share. Inside <Form>:
// - useFormContext(): getValues, setValue, trigger, setError, clearErrors, getFieldState, register…
// - useWatch({ name }): the field's current value; re-renders when it changes
// - useController({ name }): { field: { name, value, onChange, onBlur, ref } } for a controlled input
import { useFormContext, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';

export { useController, useFormContext, useWatch } from 'react-hook-form';
export type { FieldError, UseFormRegisterReturn as Registration } from 'react-hook-form';

/** What a feature's parts get from useFormContext(). */
export type FormMethods<Values extends FieldValues> = UseFormReturn<Values>;

/** The field's error message, if it has one; re-renders only when that field's state changes. */
export function useFieldError(name: string): string | undefined {
  const { getFieldState, control } = useFormContext();
  const formState = useFormState({ control, name });
  return getFieldState(name, formState).error?.message;
}

/** Whether the form's submit handler is running. */
export function useIsSubmitting(): boolean {
  return useFormState().isSubmitting;
}
