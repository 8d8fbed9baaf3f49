// Toast queue (spec 000 §4 "Toasts", §8, §9): the shell renders $toasts top centre.
import { atom } from 'nanostores';
import { clientCopy } from '../lib/runtime-config.ts';

export type ToastType = 'success' | 'error' | 'warning';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  type: ToastType;
  /** Visually hidden "SUCCESS:"/"ERROR:"/"WARNING:" (copy toast.prefix.*) read before the message. */
  prefix: string;
  message: string;
  /** Clicking the toast or its action button runs it (session keep-alive). */
  action?: ToastAction;
}

export interface ToastInput {
  type: ToastType;
  message: string;
  action?: ToastAction;
  /** Keep a warning until dismissed. Errors are always sticky, successes never. */
  sticky?: boolean;
}

/** Spec 000 §9: toasts close after 3 seconds by default. */
export const toastDurationMs = 3000;

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(input: ToastInput): number {
  const id = nextId++;
  const toast: Toast = { id, type: input.type, prefix: clientCopy(`toast.prefix.${input.type}`), message: input.message };
  if (input.action) toast.action = input.action;
  $toasts.set([...$toasts.get(), toast]);
  // Spec 000 §8: an error toast stays until dismissed, a success toast closes automatically.
  if (input.type === 'success' || (input.type === 'warning' && !input.sticky)) {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), toastDurationMs),
    );
  }
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const toasts = $toasts.get();
  if (toasts.some((toast) => toast.id === id)) $toasts.set(toasts.filter((toast) => toast.id !== id));
}
