// The ZIP code field (spec 001 §5 "Zip code"), joining's and the profile's: exactly five digits,
// then checked with the Validate/Zip call when the member leaves the field. A "not in the U.S."
// answer is kept per ZIP, so the form's rule (join-rules.ts, the profile's profile-form.ts) shows it
// on blur and on submit; a failed call shows "Error while checking ZIP code." until the field
// changes, and the backend decides on submit.
import { useRef, type FocusEvent, type RefObject } from 'react';
import { useFormContext } from '../../../ui/form/form-state.ts';
import { validateZip } from '../../../api/enrollment.ts';
import { isFiveDigitZip } from '../../../lib/member-rules.ts';
import { Field } from '../../../ui/form/Field.tsx';
import type { ZipVerdict } from './join-rules.ts';

export type ZipVerdicts = Map<string, ZipVerdict>;

/** Asks the backend about `zip` once; undefined when the call failed (no verdict). */
export async function checkZip(zip: string, verdicts: ZipVerdicts): Promise<ZipVerdict | undefined> {
  const known = verdicts.get(zip);
  if (known) return known;
  try {
    const verdict: ZipVerdict = (await validateZip(zip)) ? 'valid' : 'invalid';
    verdicts.set(zip, verdict);
    return verdict;
  } catch {
    return undefined;
  }
}

interface ZipFieldProps {
  /** The field's dotted name: `zipCode` when joining, `address.zipCode` in the profile. */
  name?: string;
  label: string;
  verdicts: RefObject<ZipVerdicts>;
  /** "Error while checking ZIP code." */
  failedMessage: string;
}

export function ZipField({ name = 'zipCode', label, verdicts, failedMessage }: ZipFieldProps) {
  const { getValues, trigger, setError } = useFormContext();
  const checking = useRef<string | null>(null);
  const zipNow = () => {
    const zip: unknown = getValues(name);
    return typeof zip === 'string' ? zip.trim() : '';
  };
  const onBlur = async (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    const zip = zipNow();
    if (!isFiveDigitZip(zip) || checking.current === zip) return;
    checking.current = zip;
    const verdict = await checkZip(zip, verdicts.current);
    checking.current = null;
    // The member may have typed on meanwhile: the answer only counts for the ZIP it was about.
    if (zipNow() !== zip) return;
    if (verdict) await trigger(name);
    else setError(name, { type: 'api', message: failedMessage });
  };
  return (
    <div onBlur={(event) => void onBlur(event)}>
      <Field name={name} label={label} required autoComplete="postal-code" inputMode="numeric" />
    </div>
  );
}
