// Every overlay element in one script (Overlays.astro loads it): one chunk instead of one per
// component keeps the shell's start-up JS small (content pages have 15 kB gz in total).
import { inTurns } from '../../lib/in-turns.ts';
import { markNativeApp } from '../../lib/native-app.ts';
import { defineInstallBanner } from '../pwa/public.ts';
import { defineSiteToasts } from '../shell/public.ts';
import { defineSurveyDrawers } from '../surveys/public.ts';
import { defineAnnouncementBanner } from './announcement-element.ts';
import { defineOverlayDock } from './dock-element.ts';
import { defineGeneralPopup } from './popup-element.ts';
import { defineSsoSignInModal } from './sso-modal-element.ts';
import { defineUpdateRequired } from './update-required-element.ts';

/** Marks the native app, then registers every overlay element of the shell, each in a turn of its
 *  own (an element's first draw, such as the popup opening, is work enough for one task). */
export function defineOverlayElements(): Promise<void> {
  return inTurns([
    markNativeApp,
    defineSiteToasts,
    defineUpdateRequired,
    defineAnnouncementBanner,
    defineGeneralPopup,
    defineSsoSignInModal,
    defineOverlayDock,
    defineInstallBanner,
    defineSurveyDrawers,
  ]);
}
