// What the layout and the overlays use of the installable app: the worker and the install banner.
export { registerWorker } from './register-worker.ts';
export { defineInstallBanner } from './install-banner-element.ts';
