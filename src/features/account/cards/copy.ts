// The account center's cards page and re-enrollment: their built-in copy defaults beyond the shared
// account table (src/features/account/copy.ts). The CMS `copy` entry overrides any key.
export const accountCardsCopy = {
  'cards.listLabel': 'Your linked cards',
  'cards.endingIn': 'ending in {lastFour}',
  'cards.loading': 'Do not refresh, loading more content.',
  'cards.loadFailed': 'Your linked cards could not be loaded right now.',
  'cards.retry': 'Try again',
  'cards.none': 'You have no linked cards.',
  'cards.addTitle': 'Add a card',
  'cards.confirmDeleteLast':
    'This is your only linked card. Every account needs a card: deleting it closes your account and signs you out.',
  'reenroll.loading': 'Do not refresh, loading more content.',
} as const;
