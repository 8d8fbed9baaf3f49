// What every call of the API contract is: a method and a path, `{name}` marking a path parameter,
// and (as a type only) what it answers. Descriptors are plain objects so the sandbox can route by
// them and the browser can check its own literals against them with `typeof` (content-page code
// imports the contract for types only).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDescriptor<Answer = unknown> {
  readonly method: Method;
  readonly path: `/api/${string}`;
  /** A GET that still carries the X-CSRF-Token header (spec 000 §7 "Calls marked CSRF"); every
   *  POST, PUT and DELETE carries it anyway (docs/api.md "Conventions"). */
  readonly csrf?: true;
  /** Needs a signed-in member: 401 otherwise (docs/api.md "Auth"), which sends the visitor to
   *  /login unless the caller says it reads the 401 itself (client.ts). */
  readonly signedIn?: true;
  /** Type only, never set: its success answer once read (the contract type its shape yields). */
  readonly answer?: Answer;
}

/** What a call answers on success: `AnswerOf<typeof getMember>` is `Member`. */
export type AnswerOf<Call> = Call extends CallDescriptor<infer Answer> ? Answer : unknown;

/**
 * A call answering `Answer`: `call<Member>()({ method: 'GET', path: '/api/Member', signedIn: true })`.
 * Two steps because TypeScript infers the literal (its path, for withParams) only when no type
 * argument is given in the same call. Call sites mark it `@__PURE__`, so a bundle drops the
 * descriptors it does not use (the shell's chunk carries no merchant calls).
 */
export const call =
  <Answer>() =>
  <const Descriptor extends CallDescriptor>(descriptor: Descriptor): Descriptor & CallDescriptor<Answer> =>
    descriptor as Descriptor & CallDescriptor<Answer>;

/** The parameter names of a contract path: `'/api/Member/{publicId}'` → `'publicId'`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;
