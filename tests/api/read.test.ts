// The browser's answer reader (src/api/read.ts) against zod: for every kind of field the contract's
// tolerant shapes use, reading an answer through the generated JSON Schema gives what zod's parse
// gives, and refuses what zod refuses, naming the call and the field. Also: the generated readers
// are current with the contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { readerModules } from '../../scripts/api/generate.ts';
import { answerShape } from '../../scripts/api/shapes.ts';
import { readCallAnswer } from '../../src/api/read-call.ts';
import { idSchema, isoDateSchema, openEnum, withDefault } from '../../src/api/contract/tolerant.ts';
import { readAnswer, ReadError, type ReadIssue, type Shape } from '../../src/api/read.ts';

const statusSchema = openEnum(['Awarded', 'Pending']);
const rowSchema = z.object({
  id: idSchema,
  when: isoDateSchema,
  status: statusSchema,
  note: withDefault(z.string(), ''),
  limit: withDefault(z.int(), 12),
  paidAt: withDefault(z.nullable(isoDateSchema), null),
  kind: withDefault(z.literal('row'), 'row'),
  tags: withDefault(z.array(z.string()), []),
  amount: z.number(),
  maybe: z.optional(z.boolean()),
});
const pageSchema = z.object({ data: z.array(rowSchema), total: z.int() });
const pageShape = answerShape(pageSchema) as Shape<z.output<typeof pageSchema>>;

const minimalRow = { id: 7, when: '2026-11-20T10:00:00+01:00', status: 'Awarded', amount: 3.5 };

/** What zod makes of `value`, or 'refused'. */
const zodRead = (value: unknown): unknown => {
  const result = pageSchema.safeParse(value);
  return result.success ? result.data : 'refused';
};
const shapeRead = (value: unknown): unknown => {
  try {
    return readAnswer(pageShape, value, 'GET /api/test');
  } catch (error) {
    if (error instanceof ReadError) return 'refused';
    throw error;
  }
};

const cases: [string, unknown][] = [
  ['a minimal row (defaults fill the fields the spec does not name)', { data: [minimalRow], total: 1 }],
  ['a string id', { data: [{ ...minimalRow, id: 'card-1' }], total: 1 }],
  ['an unknown enum value', { data: [{ ...minimalRow, status: 'UnderReview' }], total: 1 }],
  ['null for defaulted fields', { data: [{ ...minimalRow, note: null, limit: null, tags: null, paidAt: null }], total: 1 }],
  ['extra fields', { data: [{ ...minimalRow, extra: { deep: true } }], total: 1, pageNo: 3 }],
  ['a basic-format date', { data: [{ ...minimalRow, when: '20261120T100000Z', paidAt: '2026-11-21' }], total: 1 }],
  ['a local date-time', { data: [{ ...minimalRow, when: '2026-11-20 10:00' }], total: 1 }],
  [
    'every field given',
    { data: [{ ...minimalRow, note: 'n', limit: 3, paidAt: '2026-11-21T00:00:00Z', kind: 'row', tags: ['a'], maybe: true }], total: 1 },
  ],
  ['a missing required field', { data: [{ ...minimalRow, amount: undefined }], total: 1 }],
  ['a wrong type', { data: [{ ...minimalRow, amount: '3.5' }], total: 1 }],
  ['not a date', { data: [{ ...minimalRow, when: 'yesterday' }], total: 1 }],
  ['an impossible date', { data: [{ ...minimalRow, when: '2026-02-30' }], total: 1 }],
  ['a wrong literal', { data: [{ ...minimalRow, kind: 'credit' }], total: 1 }],
  ['an id that is neither string nor number', { data: [{ ...minimalRow, id: { value: 7 } }], total: 1 }],
  ['a non-integer where an integer is', { data: [minimalRow], total: 1.5 }],
  ['not an object', 'Service Unavailable'],
  ['null', null],
];

describe('reading an answer through its generated shape', () => {
  it.each(cases)('agrees with zod on %s', (_, value) => {
    expect(shapeRead(value)).toEqual(zodRead(value));
  });

  it('reads ids as strings and dates in their canonical form', () => {
    const [row] = readAnswer(pageShape, { data: [{ ...minimalRow, paidAt: '20261121' }], total: 1 }, 'GET /api/test').data;
    expect(row).toMatchObject({ id: '7', when: '2026-11-20T09:00:00.000Z', paidAt: '2026-11-21', limit: 12, note: '', tags: [] });
  });

  it('names the call and the field it cannot read', () => {
    expect(() => readAnswer(pageShape, { data: [{ ...minimalRow, amount: undefined }], total: 1 }, 'GET /api/test')).toThrow(
      'GET /api/test: cannot read data.0.amount: required, and missing',
    );
  });

  it('reports what it forgave: defaults used, unknown fields and unknown values', () => {
    const issues: ReadIssue[] = [];
    readAnswer(pageShape, { data: [{ ...minimalRow, status: 'UnderReview', extra: 1 }], total: 1 }, 'GET /api/test', issues);
    expect(issues).toEqual(
      expect.arrayContaining([
        { kind: 'default', path: 'data.0.limit', value: 12 },
        { kind: 'unknown-field', path: 'data.0.extra' },
        { kind: 'unknown-value', path: 'data.0.status', value: 'UnderReview' },
      ]),
    );
    expect(issues.filter((issue) => issue.kind === 'unknown-value')).toHaveLength(1);
  });

  it('logs one console error naming the call and the field when a page cannot read its answer', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => readCallAnswer({ method: 'GET', path: '/api/Member/Cards' }, pageShape, { data: 'x', total: 1 })).toThrow(ReadError);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toBe('GET /api/Member/Cards: cannot read data: expected array, got "x"');
    } finally {
      log.mockRestore();
    }
  });
});

describe('a record (field errors by field)', () => {
  const errorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
  const errorsShape = answerShape(errorsSchema) as Shape<z.output<typeof errorsSchema>>;

  it.each([
    ['field messages', { errors: { 'address.zipCode': ['Zip code is required.'] } }],
    ['a message that is not a list', { errors: { zip: 'required' } }],
  ])('agrees with zod on %s', (_, value) => {
    const zod = errorsSchema.safeParse(value);
    const read = (() => {
      try {
        return readAnswer(errorsShape, value, 'PUT /api/Member');
      } catch {
        return 'refused';
      }
    })();
    expect(read).toEqual(zod.success ? zod.data : 'refused');
  });
});

describe('the generated readers', () => {
  it('are current with the contract, one module per answer (npm run api:generate)', async () => {
    for (const [file, text] of await readerModules()) expect(readFileSync(file, 'utf8'), file).toBe(text);
  });
});
