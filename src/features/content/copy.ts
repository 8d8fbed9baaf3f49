// Content pages: the side column and the next-step links every page offers.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const contentCopy = {
  'content.sideColumn': 'More information',
  // Next-step links each page offers (src/features/content/related-links.ts).
  'links.findRestaurants': 'Find Restaurants',
  'links.join': 'Join Now',
  'links.signIn': 'Sign In',
  'links.home': 'Go to the home page',
} as const;
