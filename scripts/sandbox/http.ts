// Answer shapes shared by every route: `{ message }` for errors, `{ errors: { field: [msg] }, message }`
// for invalid input, and request-body parsing where malformed JSON is a 400, never a 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

export const formErrorMessage = 'We could not process your request. Please check the form for errors.';

/** Stops the handler with a JSON answer. */
export function fail(status: ContentfulStatusCode, message: string, extra: Record<string, unknown> = {}): never {
  throw new HTTPException(status, { res: Response.json({ message, ...extra }, { status }) });
}

export function failFields(errors: FieldErrors, message = formErrorMessage): never {
  fail(400, message, { errors });
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
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
