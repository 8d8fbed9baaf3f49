// The last word on anything a handler throws. The sandbox is the reference the real backend is held
// to, so a malformed request is the caller's fault (4xx with the JSON error body of docs/api.md
// "Conventions"), and 500 is kept for real server faults.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { ErrorBody, FieldErrorsBody } from '../../src/api/contract/errors.ts';
import { fieldErrorsOf, formErrorMessage } from './http.ts';

export const serverFaultMessage = 'Something went wrong. Please refresh the page and try again.';

/**
 * What the request got wrong, for errors only a malformed request raises: bad percent-encoding
 * (URIError), unparsable JSON or an invalid pattern (SyntaxError), input a schema refused.
 */
function requestFault(error: unknown): { status: 400; body: ErrorBody | FieldErrorsBody } | null {
  if (error instanceof z.core.$ZodError) return { status: 400, body: { errors: fieldErrorsOf(error), message: formErrorMessage } };
  if (error instanceof URIError) return { status: 400, body: { message: 'The request is not valid percent-encoding.' } };
  if (error instanceof SyntaxError) return { status: 400, body: { message: 'The request is malformed.' } };
  return null;
}

/**
 * app.onError: the answer keeps the headers set before the throw (a 401 for an expired session
 * still clears the expiry cookie, spec 000 §4).
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    return c.newResponse(res.body, res);
  }
  const fault = requestFault(error);
  if (fault) return c.json(fault.body, fault.status);
  console.error('[sandbox]', error);
  return c.json({ message: serverFaultMessage } satisfies ErrorBody, 500);
}
