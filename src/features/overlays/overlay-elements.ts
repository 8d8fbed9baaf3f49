// Every overlay element in one script (Overlays.astro loads it): one chunk instead of one per
// component keeps the shell's start-up JS small (content pages have 15 kB gz in total).
import { markNativeApp } from '../../lib/native-app.ts';
import '../shell/toasts-element.ts';
import './update-required-element.ts';
import './announcement-element.ts';
import './popup-element.ts';
import './sso-modal-element.ts';
import './dock-element.ts';
import '../pwa/install-banner-element.ts';
import '../surveys/survey-drawer-element.ts';

markNativeApp();
