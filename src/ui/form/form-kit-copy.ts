// Every word the form kit shows or announces. The kit never hard-codes copy: pages build this
// from the partner's copy table (defaults + CMS overrides) and pass it to <Form copy={…}>;
// the defaults are in src/content/form-copy.ts (`form.*`, `validation.server`) and `shell.loading`.
import type { CopyKey } from '../../site/copy-table.ts';

export interface FormKitCopy {
  /** Spec 000 §5: the message of a required field without a custom one ("This field is required."). */
  required: string;
  /** Spoken after a required group's legend ("(required)"); sighted users see the asterisk. */
  requiredMarker: string;
  /** Spec 000 §5: shown when any field is required ("* Required field"). */
  requiredLegend: string;
  /** Heading of the error banner a failed submit shows ("Please fix the following:"). */
  errorBannerTitle: string;
  /** Announced while a submit is in flight ("Working on your request, please wait."). */
  submitting: string;
  /** Spec 000 §2: the spinner's message ("Do not refresh, loading more content."). */
  loading: string;
  /** Announced count of errors, `{count}` filled in ("{count} errors"). */
  errorCount: string;
  /** The same for exactly one error ("1 error"). */
  errorCountOne: string;
  /** A submit that failed without a readable answer (network, 5xx without a message). */
  serverError: string;
}

/** Where each kit string lives in the copy table (src/site/copy-table.ts). */
export const formKitCopyKeys = {
  required: 'form.required',
  requiredMarker: 'form.requiredMarker',
  requiredLegend: 'form.requiredLegend',
  errorBannerTitle: 'form.errorBannerTitle',
  submitting: 'form.submitting',
  loading: 'shell.loading',
  errorCount: 'form.errorCount',
  errorCountOne: 'form.errorCountOne',
  serverError: 'validation.server',
} as const satisfies Record<keyof FormKitCopy, CopyKey>;

export type FormKitCopyKey = (typeof formKitCopyKeys)[keyof FormKitCopy];

/** The kit's copy looked up key by key: a page passes its typed `t` (Astro.locals). */
export function formKitCopyFrom(lookup: (key: FormKitCopyKey) => string): FormKitCopy {
  return {
    required: lookup(formKitCopyKeys.required),
    requiredMarker: lookup(formKitCopyKeys.requiredMarker),
    requiredLegend: lookup(formKitCopyKeys.requiredLegend),
    errorBannerTitle: lookup(formKitCopyKeys.errorBannerTitle),
    submitting: lookup(formKitCopyKeys.submitting),
    loading: lookup(formKitCopyKeys.loading),
    errorCount: lookup(formKitCopyKeys.errorCount),
    errorCountOne: lookup(formKitCopyKeys.errorCountOne),
    serverError: lookup(formKitCopyKeys.serverError),
  };
}
