// Spec 000 §4 "Password input", §8: Caps Lock and Num Lock warnings. The lock state is only known
// from a key event's getModifierState, so the warning follows the last key pressed in the field.

export interface KeyboardLocks {
  capsLock: boolean;
  numLock: boolean;
}

export const noLocks: KeyboardLocks = { capsLock: false, numLock: false };

/** The locks a key event reports (false when the browser cannot tell). */
export function locksOf(event: Pick<KeyboardEvent, 'getModifierState'>): KeyboardLocks {
  return { capsLock: event.getModifierState('CapsLock'), numLock: event.getModifierState('NumLock') };
}

export type LockWarning = 'capsLock' | 'numLock' | 'capsAndNumLock';

/** Which of the three warnings to show, if any. */
export function lockWarning({ capsLock, numLock }: KeyboardLocks): LockWarning | undefined {
  if (capsLock && numLock) return 'capsAndNumLock';
  if (capsLock) return 'capsLock';
  return numLock ? 'numLock' : undefined;
}
