// The form every feature uses (spec 000 §5 "General form rules"): the kit's form store
// (form-store.ts) with the fields' rules (rules.ts); errors show on blur and on submit, then follow
// each change; a failed submit focuses the
// first invalid field and announces "N errors: <first>" politely. The submit handler may return
// (or throw, as an error's `body`) the backend's 400 answer: its field errors land on their fields,
// the rest and its message in the banner. No native validation bubbles (noValidate).
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorAnnouncement } from './announcement.ts';
import { ErrorBanner } from './ErrorBanner.tsx';
import { FormKitContext, type FormKit } from './form-context.ts';
import { changedControls, controlNamed, controlNames } from './form-controls.ts';
import type { FormKitCopy } from './form-kit-copy.ts';
import { LiveRegion, useAnnouncement } from './LiveRegion.tsx';
import type { Rules } from './rules.ts';
import { FormStore, type FormValues, type NamedError } from './form-store.ts';
import { FormStoreContext } from './form-state.ts';
import { placeServerErrors, serverErrorsOf, type ServerErrors } from './server-errors.ts';
import { useHydrated } from './use-hydrated.ts';
import * as css from './form.css.ts';

export interface FormProps<Values extends FormValues> {
  /** Each field's rules by dotted name, checked in order; every rule carries its own message. */
  rules: Rules<Values>;
  /** Every field's starting value (the store writes them into the controls). */
  defaultValues: Values;
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

export function Form<Values extends FormValues>({
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
  const [store] = useState(() => new FormStore<Values>(defaultValues, rules));
  // Rules may be built from props (copy) on each render: the latest set checks.
  store.setRules(rules);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLElement | null>(null);
  const [banner, setBanner] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [announcement, announce] = useAnnouncement();
  const hydrated = useHydrated();
  const generatedId = useId();
  const formId = id ?? generatedId;
  // Typed before the island ran (a quick member, a phone still loading scripts): hydration shows the
  // defaults in the fields, and what follows a field (the SMS opt-in follows the phone) is drawn from
  // them. Read what was typed while the server's form is still in the document, and put it back.
  const [typedEarly] = useState(() => {
    if (typeof document === 'undefined') return []; // rendering at build time
    const form = document.getElementById(formId);
    return form instanceof HTMLFormElement ? changedControls(form) : [];
  });
  useEffect(() => {
    for (const { name, value } of typedEarly) store.setValue(name, value);
  }, [typedEarly, store]);
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

  const onInvalid = (errors: NamedError[]) => fail(errors, []);

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
    for (const { name, message } of placed.onFields) store.setError(name, { type: 'server', message });
    fail(placed.onFields, placed.inBanner);
  };

  return (
    <FormStoreContext.Provider value={store as unknown as FormStore<FormValues>}>
      <FormKitContext.Provider value={kit}>
        <form
          ref={formRef}
          id={formId}
          className={className ? `${css.form} ${className}` : css.form}
          aria-labelledby={labelledBy}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.submit(onValid, onInvalid);
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
    </FormStoreContext.Provider>
  );
}
