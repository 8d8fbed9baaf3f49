// Answer shapes shared by every route: `{ message }` for errors, `{ errors: { field: [msg] }, message }`
// for invalid input (both from the API contract), request-body parsing where malformed JSON is a 400,
// never a 500, and the ties between the contract's calls and the routes that serve them.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { CallDescriptor } from '../../src/api/contract/call.ts';
import type { ErrorBody, FieldErrors, FieldErrorsBody } from '../../src/api/contract/errors.ts';
import { hasDisallowedCharacter, isBlankText } from '../../src/lib/member-rules.ts';
import { invalidCharactersMessage } from './rules.ts';

/** A contract path as a Hono route: `/api/Member/{publicId}` → `/api/Member/:publicId`. */
type Params<P extends string> = P extends `${infer Head}{${infer Name}}${infer Rest}` ? `${Head}:${Name}${Params<Rest>}` : P;
/** Without a trailing slash, which is optional on every path (the app is not strict about it). */
export type RoutePath<P extends string> = P extends `${infer Path}/` ? Params<Path> : Params<P>;

/** The route that serves a contract call, so a path is written once (in the contract). */
export function routeOf<Call extends CallDescriptor>(call: Call): RoutePath<Call['path']> {
  return call.path.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '') as RoutePath<Call['path']>;
}

/**
 * Ties a validating schema to the contract's request type: it must accept every request the
 * contract allows (a contract change the sandbox does not follow is a type error here). The schema
 * keeps the backend's own rules and messages.
 */
export function accepting<Request>() {
  return <S extends z.ZodType>(schema: S & (Request extends z.input<S> ? unknown : { acceptsTheContractRequest: Request })): S => schema;
}

/** As `accepting`, for query strings: every query parameter the contract names has a schema key. */
export function acceptingQuery<Query>() {
  return <S extends z.ZodObject>(
    schema: S & (Exclude<keyof Query, keyof S['shape']> extends never ? unknown : { knowsTheContractQuery: keyof Query }),
  ): S => schema;
}

export const formErrorMessage = 'We could not process your request. Please check the form for errors.';

/** Stops the handler with a JSON answer (and `headers`, e.g. Retry-After). */
export function fail(
  status: ContentfulStatusCode,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): never {
  const body: ErrorBody = { message, ...extra };
  throw new HTTPException(status, { res: Response.json(body, { status, headers }) });
}

export function failFields(errors: FieldErrors, message = formErrorMessage): never {
  const body: FieldErrorsBody = { errors, message };
  throw new HTTPException(400, { res: Response.json(body, { status: 400 }) });
}

export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail(400, 'The request body is not valid JSON.');
  }
}

/** A form post's fields; a body that does not parse as the form its Content-Type names is a 400. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    fail(400, 'The request body is not a valid form.');
  }
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) failFields(fieldErrorsOf(result.error));
  return result.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) failFields(fieldErrorsOf(result.error), 'Some query parameters are invalid.');
  return result.data;
}

/** A trimmed text field with the spec's generic messages ('FIELD_LABEL is required.', 'can have at most NUM ...'). */
export function textField(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can have at most ${max} characters.`);
}

/** A name: as textField, but zero-width-only text is blank and control, bidi-override and
 *  lone-surrogate characters are refused (issue #22), each check linear (src/lib/member-rules.ts). */
export function nameField(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .refine((value) => !isBlankText(value), { message: `${label} is required.`, abort: true })
    .refine((value) => !hasDisallowedCharacter(value), { message: invalidCharactersMessage(label), abort: true })
    .max(max, `${label} can have at most ${max} characters.`);
}

/** An optional trimmed text field: absent, null and '' all mean "empty". */
export function optionalTextField(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can have at most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');
}

/** Query integers: pageNo, pageSize, resultsPerPage. */
export function positiveIntQuery(label: string, fallback: number, max: number) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '' || v === 'undefined') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from 1 to ${max}.` });
        return z.NEVER;
      }
      return n;
    });
}

/** The paged-result envelope (spec 001 §3: data[], totalResultSize, totalPages). */
export function paged<T>(items: T[], total: number, pageNo: number, pageSize: number) {
  return { data: items, totalResultSize: total, totalPages: Math.ceil(total / pageSize), pageNo, resultsPerPage: pageSize };
}
