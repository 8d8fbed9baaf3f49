// The building blocks of a tolerant answer (CONTRACTS.md §4): what the real backend may send for a
// field, written once here and used by every answer shape in the contract. The browser reads answers
// through readers generated from these shapes (src/api/read.ts, `npm run api:generate`); the tags
// below (`x-id`, `x-date`) tell those readers what zod's transforms do here.
import { z } from 'zod/mini';
import { normalizeIsoDate } from './iso-date.ts';

/** An id: a string or a number on the wire, always a string in the product. */
export const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
z.globalRegistry.add(idSchema, { 'x-id': true });

/** An ISO 8601 date or instant in any form, read into the canonical form of lib/iso-date.ts. */
export const isoDateSchema = z.pipe(
  z.string(),
  z.transform((value, context) => {
    const normalized = normalizeIsoDate(value);
    if (normalized === null) {
      context.issues.push({ code: 'custom', message: 'not an ISO 8601 date', input: value });
      return z.NEVER;
    }
    return normalized;
  }),
);
z.globalRegistry.add(isoDateSchema, { 'x-date': true });

/**
 * An enum the backend may grow: the known values are documented (and offered to the product's
 * types), an unknown one is read as it came and shown neutrally.
 */
export function openEnum<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.union([z.enum(values), z.string()]) as unknown as z.ZodMiniType<Values[number] | (string & {}), string>;
}

/** A field the spec does not name: optional on the wire, `fallback` when absent or null. */
export function withDefault<Schema extends z.ZodMiniType>(schema: Schema, fallback: z.output<Schema>) {
  const orFallback = z.pipe(
    z.nullable(schema),
    z.transform((value): z.output<Schema> => value ?? fallback),
  );
  const field = z._default(orFallback, fallback as never);
  // zod's JSON Schema drops a default behind a transform: the readers and the OpenAPI need it.
  z.globalRegistry.add(field, { 'x-default': fallback });
  return field;
}
