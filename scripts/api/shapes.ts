// A contract shape as the JSON Schema its reader and the OpenAPI document use: zod's JSON Schema of
// what may be sent (io "input"), with the tolerant tags (contract/tolerant.ts) made plain and the
// keywords a reader does not use (bounds of JS integers, patterns, formats) left out.
import { z } from 'zod/mini';

type Json = Record<string, unknown>;

const dropped = new Set(['$schema', 'pattern', 'format', 'propertyNames']);
const safeBound = (key: string, value: unknown): boolean =>
  (key === 'minimum' || key === 'maximum') && Math.abs(value as number) === Number.MAX_SAFE_INTEGER;

function clean(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(clean);
  if (typeof node !== 'object' || node === null) return node;
  const result: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (dropped.has(key) || safeBound(key, value)) continue;
    // A record's value schema stays (the reader reads every key with it); `false` is the default.
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'x-default') result['default'] = value;
    else
      result[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, clean(v)])) : clean(value);
  }
  return result;
}

export function answerShape(schema: z.ZodMiniType): Json {
  return clean(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' })) as Json;
}
