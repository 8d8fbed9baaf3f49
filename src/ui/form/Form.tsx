// The form every feature uses (spec 000 §5 "General form rules"): react-hook-form with the fields'
// rules (rules.ts) as its resolver (use-kit-form.ts); errors show on blur and on submit, then follow
// each change; a failed submit focuses the first invalid field and announces "N errors: <first>"
// politely. The submit handler may return (or throw, as an error's `body`) the backend's 400 answer:
// its field errors land on their fields, the rest and its message in the banner. No native
// validation bubbles (noValidate).
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { errorAnnouncement } from './announcement.ts';
import { ErrorBanner } from './ErrorBanner.tsx';
import { FormKitContext, type FormKit } from './form-context.ts';
import { controlNamed, controlNames } from './form-controls.ts';
import type { FormKitCopy } from './form-kit-copy.ts';
import { LiveRegion, useAnnouncement } from './LiveRegion.tsx';
import { validate, type Rules } from './rules.ts';
import { placeServerErrors, serverErrorsOf, type ServerErrors } from './server-errors.ts';
import { useHydrated } from './use-hydrated.ts';
import { useKitForm } from './use-kit-form.ts';
import * as css from './form.css.ts';

/** A form's values: an object of fields, nested where the backend nests them (address.zipCode). */
export type FormValues = FieldValues;

type NamedError = { name: string; message: string };

const namedErrors = (found: Record<string, string>): NamedError[] => Object.entries(found).map(([name, message]) => ({ name, message }));

export interface FormProps<Values extends FormValues> {
  /** Each field's rules by dotted name, checked in order; every rule carries its own message. */
  rules: Rules<Values>;
  /** Every field's starting value (react-hook-form writes them into the controls). */
  defaultValues: DefaultValues<Values>;
  copy: FormKitCopy;
  /** Sends the values. Resolve to nothing on success; return or throw the 400 answer on failure. */
  onSubmit: (values: Values) => unknown;
  children: ReactNode;
  /** Runs on every press of submit with the values, before the rules check them (a feature clears
   *  what the last submit showed). */
  onAttempt?: (values: Values) => void;
  /** Level of the banner's heading, under the heading that introduces the form. */
  headingLevel?: 2 | 3 | 4;
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
}

/** Where a failed submit sends focus: a field by name, or the banner. */
interface FocusRequest {
  field: string | undefined;
}

export function Form<Values extends FormValues>({
  rules,
  defaultValues,
  copy,
  onSubmit,
  children,
  onAttempt,
  headingLevel = 2,
  id,
  className,
  'aria-labelledby': labelledBy,
}: FormProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLElement | null>(null);
  const [banner, setBanner] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [announcement, announce] = useAnnouncement();
  const hydrated = useHydrated();
  const generatedId = useId();
  const formId = id ?? generatedId;
  const methods = useKitForm(rules, defaultValues, formId);
  const [focusers] = useState(() => new Map<string, () => void>());
  const kit = useMemo<FormKit>(() => ({ copy, hydrated, focusers }), [copy, hydrated, focusers]);

  useEffect(() => {
    const form = formRef.current;
    if (!focusRequest || !form) return;
    const { field } = focusRequest;
    if (field === undefined) bannerRef.current?.focus();
    // A field without a native control (a card in a secure frame) brought its own focus.
    else (focusers.get(field) ?? (() => controlNamed(form, field)?.focus()))();
  }, [focusRequest, focusers]);

  /** Shows a failed submit: field errors in page order, the rest in the banner; focus; announce. */
  const fail = (fieldErrors: readonly NamedError[], bannerMessages: readonly string[]) => {
    const names = formRef.current ? controlNames(formRef.current) : [];
    const onForm = fieldErrors.filter((error) => names.includes(error.name)).sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
    const offForm = fieldErrors.filter((error) => !names.includes(error.name)).map((error) => error.message);
    const inBanner = [...new Set([...bannerMessages, ...offForm])];
    setBanner(inBanner);
    setFocusRequest({ field: onForm[0]?.name });
    announce(errorAnnouncement(copy, onForm.length + inBanner.length, onForm[0]?.message ?? inBanner[0]));
  };

  // Every failing field, checked again from the values (react-hook-form keeps its errors nested).
  const onInvalid = () => fail(namedErrors(validate(rules, methods.getValues())), []);

  const onValid = async (values: Values) => {
    setBanner([]);
    announce(copy.submitting);
    let failure: ServerErrors | undefined;
    try {
      failure = serverErrorsOf(await onSubmit(values));
    } catch (thrown) {
      failure = serverErrorsOf(thrown) ?? { fields: [], message: copy.serverError };
    }
    if (!failure) {
      announce('');
      return;
    }
    const names = formRef.current ? controlNames(formRef.current) : [];
    const placed = placeServerErrors(failure, (name) => names.includes(name));
    // The names were just checked against the form's own fields.
    for (const { name, message } of placed.onFields) methods.setError(name as Path<Values>, { type: 'server', message });
    fail(placed.onFields, placed.inBanner);
  };

  return (
    <FormProvider {...methods}>
      <FormKitContext.Provider value={kit}>
        <form
          ref={formRef}
          id={formId}
          className={className ? `${css.form} ${className}` : css.form}
          aria-labelledby={labelledBy}
          noValidate
          onSubmit={(event) => {
            onAttempt?.(methods.getValues());
            void methods.handleSubmit(onValid, onInvalid)(event);
          }}
        >
          {banner.length > 0 && (
            <ErrorBanner
              type="error"
              title={copy.errorBannerTitle}
              messages={banner}
              headingLevel={headingLevel}
              live={false}
              focusRef={bannerRef}
            />
          )}
          {children}
        </form>
        <LiveRegion text={announcement} />
      </FormKitContext.Provider>
    </FormProvider>
  );
}
