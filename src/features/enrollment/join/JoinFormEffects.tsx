// What step 1's form does on its own, beside the member's typing: each a component drawing nothing,
// placed inside the form for its state.
import { useEffect } from 'react';
import { useFormContext, useWatch } from '../../../ui/form/form-state.ts';
import { readProspectEmail } from '../../prospect/public.ts';
import type { JoinValues } from './join-rules.ts';

/** Fills in the email the home form found free (spec 000 §4 "Prospect email flow"). */
export function EmailFromHome() {
  const { setValue } = useFormContext<JoinValues>();
  useEffect(() => {
    const email = readProspectEmail();
    if (email) setValue('email', email);
  }, [setValue]);
  return null;
}

/** A confirmation already typed is checked again when the password changes. */
export function ConfirmFollowsPassword() {
  const { trigger, getValues, getFieldState } = useFormContext<JoinValues>();
  const password = useWatch<JoinValues, 'password'>({ name: 'password' });
  useEffect(() => {
    if (getValues('passwordConfirm') !== '' && getFieldState('passwordConfirm').isTouched) void trigger('passwordConfirm');
  }, [password, getValues, getFieldState, trigger]);
  return null;
}
