// The one check that an unknown value (a parsed JSON body, a posted message, history.state) is an
// object whose fields may be read. Arrays are objects too, so they are refused.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
