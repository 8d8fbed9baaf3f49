// The form every feature uses (spec 000 §5 "General form rules"): react-hook-form with the fields'
// rules (rules.ts); errors show on blur and on submit, then follow each change; a failed submit focuses the
// first invalid field and announces "N errors: <first>" politely. The submit handler may return
// (or throw, as an error's `body`) the backend's 400 answer: its field errors land on their fields,
// the rest and its message in the banner. No native validation bubbles (noValidate).
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { errorAnnouncement } from './announcement.ts';
import { ErrorBanner } from './ErrorBanner.tsx';
import { flattenErrors, type NamedError } from './error-list.ts';
import { FormKitContext, type FormKit } from './form-context.ts';
import { changedControls, controlNamed, controlNames } from './form-controls.ts';
import type { FormKitCopy } from './form-kit-copy.ts';
import { LiveRegion, useAnnouncement } from './LiveRegion.tsx';
import { rulesResolver, type Rules } from './rules.ts';
import { placeServerErrors, serverErrorsOf, type ServerErrors } from './server-errors.ts';
import { useHydrated } from './use-hydrated.ts';
import * as css from './form.css.ts';

export interface FormProps<Values extends FieldValues> {
  /** Each field's rules by dotted name, checked in order; every rule carries its own message. */
  rules: Rules<Values>;
  defaultValues: DefaultValues<Values>;
  copy: FormKitCopy;
  /** Sends the values. Resolve to nothing on success; return or throw the 400 answer on failure. */
  onSubmit: (values: Values) => unknown;
  children: ReactNode;
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

export function Form<Values extends FieldValues>({
  rules,
  defaultValues,
  copy,
  onSubmit,
  children,
  headingLevel = 2,
  id,
  className,
  'aria-labelledby': labelledBy,
}: FormProps<Values>) {
  const resolver = useMemo(() => rulesResolver(rules), [rules]);
  const methods = useForm<Values>({
    resolver,
    defaultValues,
    // "Error text on blur and on submit", then live as the member corrects it.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // Focus is moved after the errors render, in page order (the effect below), not registration order.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLElement | null>(null);
  const [banner, setBanner] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [announcement, announce] = useAnnouncement();
  const hydrated = useHydrated();
  const generatedId = useId();
  const formId = id ?? generatedId;
  // Typed before the island ran (a quick member, a phone still loading scripts): react-hook-form
  // takes the values from the fields when it registers them, but what follows a field (the SMS
  // opt-in follows the phone) was drawn from the defaults. Read what was typed while the server's
  // form is still in the document, and tell the form's watchers once it is mounted.
  const [typedEarly] = useState(() => {
    if (typeof document === 'undefined') return []; // rendering at build time
    const form = document.getElementById(formId);
    return form instanceof HTMLFormElement ? changedControls(form) : [];
  });
  useEffect(() => {
    if (typedEarly.length === 0) return;
    for (const { name, value } of typedEarly) methods.setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>);
    methods.reset(methods.getValues(), { keepDefaultValues: true, keepDirty: true, keepTouched: true, keepErrors: true });
  }, [typedEarly, methods]);
  const kit = useMemo<FormKit>(() => ({ copy, hydrated }), [copy, hydrated]);

  useEffect(() => {
    const form = formRef.current;
    if (!focusRequest || !form) return;
    const target = focusRequest.field === undefined ? bannerRef.current : controlNamed(form, focusRequest.field);
    target?.focus();
  }, [focusRequest]);

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

  const onInvalid = (errors: FieldErrors<Values>) => fail(flattenErrors(errors), []);

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
          onSubmit={(event) => void methods.handleSubmit(onValid, onInvalid)(event)}
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
