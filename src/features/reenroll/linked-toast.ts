// The page after a re-enrollment: the stored success message, once, as a success toast. Shown after
// load, when the overlays (the toasts region among them) are defined, so its 3 seconds are seen.
import { showToast } from '../../stores/toasts.ts';
import { takeLinkedFlash } from './linked-flash.ts';

export function showLinkedToast(): void {
  const message = takeLinkedFlash();
  if (!message) return;
  const show = () => void showToast({ type: 'success', message });
  if (document.readyState === 'complete') show();
  else addEventListener('load', show, { once: true });
}
