// Reads an API answer tolerantly against its shape: the JSON Schema that `npm run api:generate` makes
// from the contract's zod schema (src/api/answers.generated.ts), so the browser reads every answer
// the contract allows without carrying zod. What it does is what the zod schema does, and a test
// holds the two together (tests/api/read.test.ts):
// - a field the spec does not name may be absent or null: it takes its documented default;
// - ids may be strings or numbers and are read as strings (`x-id`);
// - dates are read in any ISO 8601 form (`x-date`, lib/iso-date.ts);
// - extra fields are ignored, an unknown enum value is kept as it came (the contract's open enums);
// - anything else is a ReadError naming the call and the field.
// `issues` collects what a reader forgave (the conformance check prints them).
import { normalizeIsoDate } from './contract/iso-date.ts';
import { isRecord } from '../lib/is-record.ts';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** A JSON Schema of the subset zod's output uses; `T` is the contract type a read answer has. */
export interface Shape<T = unknown> {
  readonly type?: JsonType | readonly JsonType[];
  readonly properties?: Readonly<Record<string, Shape>>;
  readonly required?: readonly string[];
  readonly items?: Shape;
  /** A record's value shape: every key not in `properties` is read with it. */
  readonly additionalProperties?: Shape;
  readonly anyOf?: readonly Shape[];
  readonly oneOf?: readonly Shape[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly 'x-id'?: boolean;
  readonly 'x-date'?: boolean;
  /** Type only: what reading yields. */
  readonly __answer?: T;
}

/** What a tolerant read forgave: a documented default used, a field or enum value it did not know. */
export type ReadIssue =
  | { kind: 'default'; path: string; value: unknown }
  | { kind: 'unknown-field'; path: string }
  | { kind: 'unknown-value'; path: string; value: unknown };

export class ReadError extends TypeError {
  readonly call: string;
  readonly path: string;
  constructor(call: string, path: string, problem: string) {
    super(`${call}: cannot read ${path || 'the answer'}: ${problem}`);
    this.name = 'ReadError';
    this.call = call;
    this.path = path;
  }
}

class Mismatch {
  readonly path: string;
  readonly problem: string;
  constructor(path: string, problem: string) {
    this.path = path;
    this.problem = problem;
  }
}

const describe = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'string'
        ? JSON.stringify(value).slice(0, 40)
        : typeof value;

function matchesType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

const join = (path: string, key: string | number): string => (path ? `${path}.${key}` : String(key));
const clone = (value: unknown): unknown => (value === undefined ? undefined : structuredClone(value));

function readAlternatives(alternatives: readonly Shape[], value: unknown, path: string, issues: ReadIssue[]): unknown {
  let first: Mismatch | undefined;
  for (const [index, alternative] of alternatives.entries()) {
    const tried: ReadIssue[] = [];
    const result = readValue(alternative, value, path, tried);
    if (!(result instanceof Mismatch)) {
      // An open enum: the known values did not match, the plain string did.
      if (index > 0 && alternatives[0]?.enum && typeof value === 'string') issues.push({ kind: 'unknown-value', path, value });
      issues.push(...tried);
      return result;
    }
    first ??= result;
  }
  return first ?? new Mismatch(path, 'no alternative fits');
}

function readObject(shape: Shape, value: Record<string, unknown>, path: string, issues: ReadIssue[]): unknown {
  const properties = shape.properties ?? {};
  const required = shape.required ?? [];
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const field = value[key];
    const fieldPath = join(path, key);
    if (field === undefined || (field === null && 'default' in property)) {
      if ('default' in property) {
        result[key] = clone(property.default);
        issues.push({ kind: 'default', path: fieldPath, value: property.default });
      } else if (required.includes(key)) return new Mismatch(fieldPath, 'required, and missing');
      continue;
    }
    const read = readValue(property, field, fieldPath, issues);
    if (read instanceof Mismatch) return read;
    result[key] = read;
  }
  for (const [key, field] of Object.entries(value)) {
    if (key in properties) continue;
    if (!shape.additionalProperties) {
      issues.push({ kind: 'unknown-field', path: join(path, key) });
      continue;
    }
    const read = readValue(shape.additionalProperties, field, join(path, key), issues);
    if (read instanceof Mismatch) return read;
    result[key] = read;
  }
  return result;
}

function readValue(shape: Shape, value: unknown, path: string, issues: ReadIssue[]): unknown {
  if (shape['x-id'])
    return typeof value === 'string' || matchesType('number', value)
      ? String(value)
      : new Mismatch(path, `expected an id, got ${describe(value)}`);
  const alternatives = shape.anyOf ?? shape.oneOf;
  if (alternatives) return readAlternatives(alternatives, value, path, issues);
  if ('const' in shape && value !== shape.const)
    return new Mismatch(path, `expected ${JSON.stringify(shape.const)}, got ${describe(value)}`);
  if (shape.enum && !shape.enum.includes(value)) return new Mismatch(path, `${describe(value)} is not one of ${shape.enum.join(', ')}`);
  const types: readonly JsonType[] = shape.type === undefined ? [] : typeof shape.type === 'string' ? [shape.type] : shape.type;
  if (types.length && !types.some((type) => matchesType(type, value)))
    return new Mismatch(path, `expected ${types.join(' or ')}, got ${describe(value)}`);
  if (value === null) return null;
  if (shape['x-date'] && typeof value === 'string')
    return normalizeIsoDate(value) ?? new Mismatch(path, `${describe(value)} is not an ISO 8601 date`);
  if (Array.isArray(value) && shape.items) {
    const items: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const read = readValue(shape.items, item, join(path, index), issues);
      if (read instanceof Mismatch) return read;
      items.push(read);
    }
    return items;
  }
  if (types.includes('object') && isRecord(value)) return readObject(shape, value, path, issues);
  return value;
}

/** `value` read against `shape`, or a ReadError naming `call` and the first field that does not fit. */
export function readAnswer<T>(shape: Shape<T>, value: unknown, call: string, issues: ReadIssue[] = []): T {
  const result = readValue(shape, value, '', issues);
  if (result instanceof Mismatch) throw new ReadError(call, result.path, result.problem);
  return result as T;
}
