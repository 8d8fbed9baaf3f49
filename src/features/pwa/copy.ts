// The install banner (spec 000 §2 "Modal, popup, install banner, surveys").
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const pwaCopy = {
  'pwa.title': 'Install the {partner} app',
  'pwa.body': 'Add {partner} to your home screen for quick access to offers.',
  'pwa.install': 'Install',
  'pwa.later': 'Maybe later',
  'pwa.iosInstruction': 'Tap the share icon, then choose "Add to Home Screen".',
} as const;
