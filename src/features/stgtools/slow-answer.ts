// The showcase forms' demo "server": it answers with the given error body after a pause long enough
// to see the busy button.
import type { ServerErrorBody } from '../../ui/form/server-errors.ts';

/** How long the demo "server" takes. */
export const slowAnswerMs = 1500;

export const answerAfter = (body: ServerErrorBody): Promise<ServerErrorBody> =>
  new Promise((resolve) => setTimeout(() => resolve(body), slowAnswerMs));
