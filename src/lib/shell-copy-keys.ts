// The copy the shell's stores need in the browser on every page (toasts, CSRF failure, session
// warning), embedded once in the page's runtime config. Everything else ships with the element or
// island that uses it (src/lib/element-copy.ts), so content pages carry only these few strings.
import type { CopyKey } from '../site/copy-table.ts';

export const shellCopyKeys = [
  'toast.prefix.success',
  'toast.prefix.error',
  'toast.prefix.warning',
  'toast.csrfError',
  'session.expiring',
  'session.keepAlive',
] as const satisfies readonly CopyKey[];

export type ShellCopyKey = (typeof shellCopyKeys)[number];
