// What the kit's parts read from the <Form> around them: its copy, and whether the island is live
// (before hydration the submit stays disabled, so a press cannot fall back to a native GET that
// would put the values, passwords included, in the address).
import { createContext, useContext } from 'react';
import type { FormKitCopy } from './form-kit-copy.ts';

export interface FormKit {
  copy: FormKitCopy;
  hydrated: boolean;
}

export const FormKitContext = createContext<FormKit | null>(null);

export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('Form kit fields must be rendered inside <Form>.');
  return kit;
}
