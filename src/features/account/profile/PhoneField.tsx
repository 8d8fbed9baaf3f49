// The phone (spec 001 §5): optional, a US number, typed in any usual way and shown as xxx-xxx-xxxx
// (the input format 000-000-0000) once the member leaves it; stored as its digits on save.
import { formatPhone, phoneToDigits } from '../../../lib/profile-rules.ts';
import { Field } from '../../../ui/form/Field.tsx';
import { useFormContext } from '../../../ui/form/form-state.ts';
import type { ProfileValues } from './profile-form.ts';

interface PhoneFieldProps {
  label: string;
  hint: string;
}

export function PhoneField({ label, hint }: PhoneFieldProps) {
  const { getValues, setValue } = useFormContext<ProfileValues>();
  const tidy = () => {
    const shown = getValues('phoneNumber');
    const digits = phoneToDigits(shown);
    if (digits !== null && formatPhone(digits) !== shown) setValue('phoneNumber', formatPhone(digits));
  };
  return (
    <div onBlur={tidy}>
      <Field name="phoneNumber" label={label} hint={hint} type="tel" autoComplete="tel" inputMode="tel" />
    </div>
  );
}
