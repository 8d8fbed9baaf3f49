// Each descriptor's answer type (calls.ts) is the answer call-answers.ts names for it, the one the
// generated reader and docs/openapi.json describe: a descriptor typed with another answer fails the
// typecheck here (and readApi then refuses the call's own reader).
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import type { answers } from '../../src/api/contract/answers.ts';
import type { AnswerOf } from '../../src/api/contract/call.ts';
import type { callAnswers, CallName, unreadAnswers } from '../../src/api/contract/call-answers.ts';
import type * as calls from '../../src/api/contract/calls.ts';

type Registered = typeof answers & typeof unreadAnswers;
type NamedAnswer<Name extends CallName> = (typeof callAnswers)[Name]['answer'];
/** The answer's type by its registered name; no JSON answer (null) is never. */
type Expected<Name extends CallName> = NamedAnswer<Name> extends keyof Registered ? z.output<Registered[NamedAnswer<Name>]> : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The calls whose descriptor answers something else. */
type Mismatched = { [Name in CallName]: Same<AnswerOf<(typeof calls)[Name]>, Expected<Name>> extends true ? never : Name }[CallName];

describe('call descriptors', () => {
  it('answer what call-answers.ts names', () => {
    expectTypeOf<Mismatched>().toEqualTypeOf<never>();
    expectTypeOf<AnswerOf<typeof calls.getMember>>().toEqualTypeOf<z.output<typeof answers.member>>();
  });
});
