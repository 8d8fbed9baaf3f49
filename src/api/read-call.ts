// Reading one call's answer against its contract shape (read.ts), with the console line a page's
// error state needs. Islands import it; modules every page loads reach it through client.ts's
// readApi and readAnswerLater, which load it on first use.
import type { CallDescriptor } from './contract/call.ts';
import type { CallOptions } from './client.ts';
import { readAnswer, ReadError, type Shape } from './read.ts';

/** The call as a console line and a ReadError name it: `GET /api/Member/Cards`. */
const callName = (call: CallDescriptor | string, options: CallOptions): string =>
  typeof call === 'string' ? `${options.method ?? 'GET'} ${call}` : `${options.method ?? call.method} ${call.path}`;

/** Reads `value`, an answer of `call`, against its contract shape. An answer that cannot be read
 *  logs one console error naming the call and the field, and throws the ReadError: the page shows
 *  its error state with its way on. */
export function readCallAnswer<T>(call: CallDescriptor | string, shape: Shape<T>, value: unknown, options: CallOptions = {}): T {
  try {
    return readAnswer(shape, value, callName(call, options));
  } catch (error) {
    if (error instanceof ReadError) console.error(error.message);
    throw error;
  }
}
