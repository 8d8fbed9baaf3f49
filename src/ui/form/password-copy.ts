// The password field's words (show/hide, the keyboard warnings) and where they live in the copy
// table, so every island that draws a PasswordField ships and reads the same keys.
import type { CopyKey } from '../../site/copy-table.ts';

export interface PasswordCopy {
  show: string;
  hide: string;
  capsLock: string;
  numLock: string;
  capsAndNumLock: string;
}

export const passwordCopyKeys = [
  'password.show',
  'password.hide',
  'keyboard.capsLock',
  'keyboard.numLock',
  'keyboard.capsAndNumLock',
] as const satisfies readonly CopyKey[];

export type PasswordCopyKey = (typeof passwordCopyKeys)[number];

/** The field's copy looked up key by key (an island's copy table, or the page's `t`). */
export function passwordCopyFrom(lookup: (key: PasswordCopyKey) => string): PasswordCopy {
  return {
    show: lookup('password.show'),
    hide: lookup('password.hide'),
    capsLock: lookup('keyboard.capsLock'),
    numLock: lookup('keyboard.numLock'),
    capsAndNumLock: lookup('keyboard.capsAndNumLock'),
  };
}
