// Reading one call's answer against its contract shape (read.ts), with the console line a page's
// error state needs. Islands import it; modules every page loads reach it through client.ts's
// readApi and readAnswerLater, which load it on first use.
import type { AnswerOf, CallDescriptor } from './contract/call.ts';
import type { CallOptions } from './client.ts';
import { readAnswer, ReadError, type Shape } from './read.ts';

/** The call as a console line and a ReadError name it: `GET /api/Member/Cards`. */
const callName = (call: CallDescriptor, options: CallOptions): string => `${options.method ?? call.method} ${call.path}`;

/** `value`, a body `call` answered, read against `shape`; one console error when it cannot be. */
function readBodyOf<T>(call: CallDescriptor, shape: Shape<T>, value: unknown, options: CallOptions): T {
  try {
    return readAnswer(shape, value, callName(call, options));
  } catch (error) {
    if (error instanceof ReadError) console.error(error.message);
    throw error;
  }
}

/** Reads `value`, a success answer of `call`, against its contract shape (the one its descriptor
 *  names). An answer that cannot be read logs one console error naming the call and the field, and
 *  throws the ReadError: the page shows its error state with its way on. */
export function readCallAnswer<Call extends CallDescriptor>(
  call: Call,
  shape: Shape<AnswerOf<Call>>,
  value: unknown,
  options: CallOptions = {},
): AnswerOf<Call> {
  return readBodyOf(call, shape, value, options);
}

/** Reads the body of a refusal of `call` (a 429's lockout, a 403's sso sign-in) against the shape
 *  the contract gives that refusal (call-answers.ts `errors`); fails as readCallAnswer does. */
export function readCallRefusal<T>(call: CallDescriptor, shape: Shape<T>, value: unknown): T {
  return readBodyOf(call, shape, value, {});
}
