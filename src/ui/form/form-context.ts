// What the kit's parts read from the <Form> around them: its copy, whether the island is live
// (before hydration the submit stays disabled, so a press cannot fall back to a native GET that
// would put the values, passwords included, in the address), and how to focus fields that have no
// native control of their own.
import { createContext, useContext, useEffect } from 'react';
import type { FormKitCopy } from './form-kit-copy.ts';

export interface FormKit {
  copy: FormKitCopy;
  hydrated: boolean;
  /** Focus for fields drawn without a native control, by name (see useFieldFocus). */
  focusers: Map<string, () => void>;
}

export const FormKitContext = createContext<FormKit | null>(null);

export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('Form kit fields must be rendered inside <Form>.');
  return kit;
}

/**
 * A field drawn without a native control (a card typed in a secure frame) says how a failed submit
 * focuses it. Its place among the fields, for "the first invalid field", is an element marked
 * `data-form-field={name}` (form-controls.ts).
 */
export function useFieldFocus(name: string, focus: () => void): void {
  const { focusers } = useFormKit();
  useEffect(() => {
    focusers.set(name, focus);
    return () => {
      focusers.delete(name);
    };
  }, [focusers, name, focus]);
}
