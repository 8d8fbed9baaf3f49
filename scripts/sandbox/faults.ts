// The test switch: per-route latency and failures (POST/DELETE /__sandbox/faults) and a global
// latency from SANDBOX_LATENCY_MS. Rules match the path below the partner prefix (/api/...).
import { z } from 'zod';

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

export const faultInputSchema = z
  .object({
    partner: z.string().min(1).optional(),
    /** The email of the signed-in member whose requests the rule applies to: tests running side by
     *  side on one partner each fault their own member, never another test's. */
    member: z.string().min(1).optional(),
    method: z
      .string()
      .min(1)
      .transform((m) => m.toUpperCase())
      .optional(),
    /** A path prefix ("/api/Member"), or a regular expression starting with "^". Paths look like
     *  "/api/cms/pages/home", so a "/.../flags" literal form would be ambiguous and is not offered.
     *  A pattern that does not compile is the caller's mistake (400), not a 500 on adding it. */
    path: z
      .string()
      .min(1)
      .refine((path) => !path.startsWith('^') || compiles(path), 'path starts with ^ but is not a valid regular expression.'),
    /** An HTTP status to answer with, or "network" to drop the connection. */
    status: z.union([z.number().int().min(100).max(599), z.literal('network')]).optional(),
    /** JSON body for the injected answer (default `{ message }`). */
    body: z.unknown().optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    /** How many requests the rule applies to before it expires (default: until cleared). */
    times: z.number().int().min(1).optional(),
  })
  .refine((rule) => rule.status !== undefined || rule.delayMs !== undefined, {
    message: 'Give a status, a delayMs or both.',
    path: ['status'],
  });

export type FaultInput = z.output<typeof faultInputSchema>;
export type FaultRule = FaultInput & { id: number; matched: number };

export interface FaultSwitch {
  add(input: FaultInput): FaultRule;
  remove(id: number): boolean;
  clear(): void;
  list(): FaultRule[];
  /** The first live rule for this request; counts it against `times`. `memberEmail` is asked only
   *  when a rule is scoped to a member (it reads the session). */
  take(partner: string | null, method: string, path: string, memberEmail: () => string | null): FaultRule | undefined;
}

function pathMatcher(pattern: string): (path: string) => boolean {
  if (pattern.startsWith('^')) {
    const regex = new RegExp(pattern);
    return (path) => regex.test(path);
  }
  return (path) => path.startsWith(pattern);
}

export function createFaultSwitch(): FaultSwitch {
  let rules: { rule: FaultRule; matches: (path: string) => boolean }[] = [];
  let nextId = 1;
  return {
    add(input) {
      const rule: FaultRule = { ...input, id: nextId++, matched: 0 };
      rules.push({ rule, matches: pathMatcher(input.path) });
      return rule;
    },
    remove(id) {
      const before = rules.length;
      rules = rules.filter((r) => r.rule.id !== id);
      return rules.length < before;
    },
    clear() {
      rules = [];
    },
    list: () => rules.map((r) => r.rule),
    take(partner, method, path, memberEmail) {
      const hit = rules.find(
        ({ rule, matches }) =>
          (rule.partner === undefined || rule.partner === partner) &&
          (rule.method === undefined || rule.method === method) &&
          matches(path) &&
          (rule.member === undefined || rule.member.toLowerCase() === memberEmail()?.toLowerCase()),
      );
      if (!hit) return undefined;
      hit.rule.matched++;
      if (hit.rule.times !== undefined && hit.rule.matched >= hit.rule.times) rules = rules.filter((r) => r !== hit);
      return hit.rule;
    },
  };
}
