// What the form's live region says after a failed submit (spec 000 §5: errors are announced
// politely): "N errors: <the first error>", the first being the field focus moved to.
import type { FormKitCopy } from './form-kit-copy.ts';

export function errorCountText(copy: Pick<FormKitCopy, 'errorCount' | 'errorCountOne'>, count: number): string {
  const template = count === 1 ? copy.errorCountOne : copy.errorCount;
  return template.replaceAll('{count}', String(count));
}

export function errorAnnouncement(
  copy: Pick<FormKitCopy, 'errorCount' | 'errorCountOne'>,
  count: number,
  first: string | undefined,
): string {
  const counted = errorCountText(copy, count);
  return first ? `${counted}: ${first}` : counted;
}
