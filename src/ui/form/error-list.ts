// react-hook-form keeps errors nested like the values (`errors.address.zipCode`); the form needs
// them flat, by the dotted name its inputs carry, to count, announce and focus them.

export interface NamedError {
  name: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A FieldError: `{ type, message?, ref? }`. */
const isFieldError = (value: Record<string, unknown>): boolean => typeof value['type'] === 'string';

/** Every error with a message in `errors`, by dotted field name. */
export function flattenErrors(errors: unknown, prefix = ''): NamedError[] {
  if (!isRecord(errors)) return [];
  const found: NamedError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!isRecord(value)) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value)) {
      if (typeof value['message'] === 'string' && value['message'] !== '') found.push({ name, message: value['message'] });
    } else {
      found.push(...flattenErrors(value, name));
    }
  }
  return found;
}
