// "Email or {program} number": the field sign-in, recovery and credential fixing all start with.
// Password managers read it as the user name; phones offer the email keyboard, and nothing is
// capitalised or corrected, since either an address or a number goes in.
import { Field } from '../../ui/form/Field.tsx';

export function IdentifierField({ label }: { label: string }) {
  return (
    <Field
      name="emailOrPartnerNumber"
      label={label}
      required
      autoComplete="username"
      inputMode="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
