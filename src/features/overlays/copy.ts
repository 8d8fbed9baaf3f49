// Modals, the promotional popup, the announcement bar and the update-required screen.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const overlaysCopy = {
  'update.title': 'New Version Available',
  'update.body': 'Update now to keep using the app.',
  'update.button': 'Update Now',
  'modal.close': 'Close',
  'popup.learnMore': 'Learn more',
  'popup.title': 'Good to know',
  'announcement.label': 'Announcement',
  'announcement.dismiss': 'Dismiss announcement',
  'announcement.moreInfo': 'More information',
} as const;
