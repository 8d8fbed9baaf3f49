// What every call of the API contract is: a method and a path, `{name}` marking a path parameter.
// Descriptors are plain objects so the sandbox can route by them and the browser can check its own
// literals against them with `typeof` (content-page code imports the contract for types only).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDescriptor {
  readonly method: Method;
  readonly path: `/api/${string}`;
  /** A GET that still carries the X-CSRF-Token header (spec 000 §7 "Calls marked CSRF"); every
   *  POST, PUT and DELETE carries it anyway (docs/api.md "Conventions"). */
  readonly csrf?: true;
  /** Needs a signed-in member: 401 otherwise (docs/api.md "Auth"). */
  readonly signedIn?: true;
}

/** The parameter names of a contract path: `'/api/Member/{publicId}'` → `'publicId'`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;
