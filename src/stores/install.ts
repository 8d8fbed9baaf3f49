// Install prompt (spec 000 §4 "Install prompt"): the deferred beforeinstallprompt event for the
// install banner, and the session tag for the PWA analytics events.
import { atom } from 'nanostores';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const $installPrompt = atom<BeforeInstallPromptEvent | null>(null);

let capturing = false;

/** Once per page: keep the browser's prompt for the banner instead of its own mini-infobar. */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    $installPrompt.set(event as BeforeInstallPromptEvent);
  });
  addEventListener('appinstalled', () => $installPrompt.set(null));
}

/**
 * Shows the captured prompt. Cleared on accept (spec); also after a dismissal, because browsers let an
 * event prompt only once, so keeping it would offer a button that cannot work.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = $installPrompt.get();
  if (!event) return 'unavailable';
  $installPrompt.set(null);
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    return 'unavailable';
  }
}

export function sessionTag(): 'standalone' | 'browser' {
  const standalone = matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  return standalone ? 'standalone' : 'browser';
}
