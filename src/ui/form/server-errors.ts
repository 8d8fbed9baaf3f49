// A failed call's answer → what the form shows. The backend (and the sandbox) answer invalid input
// with 400 { "errors": { "<field>": ["message", …] }, "message": "…" }, nested fields dotted
// (`address.zipCode`, docs/api.md "Conventions") — the same dotted names the form's fields carry.
import { isRecord } from '../../lib/is-record.ts';

/** The answer shape a submit handler may return (or throw, as the `body` of an error). */
export interface ServerErrorBody {
  errors?: Record<string, readonly string[] | string>;
  message?: string;
}

export interface ServerErrors {
  /** One entry per field, in the answer's order; a field's messages joined into one line. */
  fields: { name: string; message: string }[];
  /** The answer's general message. */
  message: string | undefined;
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? (value as unknown[]) : [value]).filter((item): item is string => typeof item === 'string' && item.trim() !== '');

/**
 * The field errors and general message of an answer body, or of an error carrying it as `body`
 * (the api client's ApiError). Undefined when it carries neither: not a readable failure.
 */
export function serverErrorsOf(failure: unknown): ServerErrors | undefined {
  // An Error's own message is for developers ("Failed to fetch"); only the answer it carries counts.
  const body = failure instanceof Error ? ('body' in failure ? failure.body : undefined) : failure;
  if (!isRecord(body)) return undefined;
  const fields = Object.entries(isRecord(body['errors']) ? body['errors'] : {})
    .map(([name, value]) => ({ name, message: texts(value).join(' ') }))
    .filter((field) => field.message !== '');
  const message = texts(body['message'])[0];
  return fields.length > 0 || message !== undefined ? { fields, message } : undefined;
}

export interface PlacedServerErrors {
  /** Errors for fields the form shows: set on those fields. */
  onFields: { name: string; message: string }[];
  /** Everything else, for the banner: the general message, then errors of fields not on the form. */
  inBanner: string[];
}

/** Splits errors between the form's fields (`hasField`) and its banner, without repeats. */
export function placeServerErrors(errors: ServerErrors, hasField: (name: string) => boolean): PlacedServerErrors {
  const onFields = errors.fields.filter((field) => hasField(field.name));
  const elsewhere = errors.fields.filter((field) => !hasField(field.name)).map((field) => field.message);
  const inBanner = [...new Set([...(errors.message === undefined ? [] : [errors.message]), ...elsewhere])];
  return { onFields, inBanner };
}
