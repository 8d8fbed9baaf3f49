// After a save the form shows what the backend stored (trimmed, the phone tidied). The save runs in
// <Form>'s submit handler, outside the form's context: FormMethodsInto hands the form's methods out.
import { useEffect, type RefObject } from 'react';
import { useFormContext, type FormMethods } from '../../../ui/form/form-state.ts';
import { valueAt } from '../../../ui/form/rules.ts';
import type { ProfileValues } from './profile-form.ts';

/** Hands the form's methods out of <Form>, so a save can show what was stored. */
export function FormMethodsInto({ target }: { target: RefObject<FormMethods<ProfileValues> | null> }) {
  const methods = useFormContext<ProfileValues>();
  useEffect(() => {
    target.current = methods;
  }, [methods, target]);
  return null;
}

const fieldNames = [
  'firstName',
  'lastName',
  'address.address1',
  'address.address2',
  'address.city',
  'address.state',
  'address.zipCode',
  'phoneNumber',
  'emailOptIn',
  'smsOptIn',
] as const;

/**
 * Shows what the backend stored (trimmed, the phone tidied) in each field still holding what was
 * sent; a field the member changed while the save was on its way keeps the newer typing.
 */
export function showSaved(methods: FormMethods<ProfileValues>, sent: ProfileValues, stored: ProfileValues): void {
  for (const name of fieldNames) {
    if (methods.getValues(name) === valueAt(sent, name)) methods.setValue(name, valueAt(stored, name) as string | boolean);
  }
}
