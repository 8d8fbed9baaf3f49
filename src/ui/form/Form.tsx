// The form every feature uses (spec 000 §5 "General form rules"): react-hook-form with a zod
// schema; errors show on blur and on submit, then follow each change; a failed submit focuses the
// first invalid field and announces "N errors: <first>" politely. The submit handler may return
// (or throw, as an error's `body`) the backend's 400 answer: its field errors land on their fields,
// the rest and its message in the banner. No native validation bubbles (noValidate).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { errorAnnouncement } from './announcement.ts';
import { ErrorBanner } from './ErrorBanner.tsx';
import { flattenErrors, type NamedError } from './error-list.ts';
import { FormKitContext, type FormKit } from './form-context.ts';
import { controlNamed, controlNames } from './form-controls.ts';
import type { FormKitCopy } from './form-kit-copy.ts';
import { LiveRegion, useAnnouncement } from './LiveRegion.tsx';
import { requiredErrorMap } from './required.ts';
import { placeServerErrors, serverErrorsOf, type ServerErrors } from './server-errors.ts';
import { useHydrated } from './use-hydrated.ts';
import * as css from './form.css.ts';

export interface FormProps<Input extends FieldValues, Output> {
  /** zod (or zod/mini) schema of the values; messages from copy (see required.ts). */
  schema: $ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  copy: FormKitCopy;
  /** Sends the values. Resolve to nothing on success; return or throw the 400 answer on failure. */
  onSubmit: (values: Output) => unknown;
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

export function Form<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  copy,
  onSubmit,
  children,
  headingLevel = 2,
  id,
  className,
  'aria-labelledby': labelledBy,
}: FormProps<Input, Output>) {
  const methods = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, { error: requiredErrorMap(copy) }),
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

  const onInvalid = (errors: FieldErrors<Input>) => fail(flattenErrors(errors), []);

  const onValid = async (values: Output) => {
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
    for (const { name, message } of placed.onFields) methods.setError(name as Path<Input>, { type: 'server', message });
    fail(placed.onFields, placed.inBanner);
  };

  return (
    <FormProvider {...methods}>
      <FormKitContext.Provider value={kit}>
        <form
          ref={formRef}
          id={id}
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
