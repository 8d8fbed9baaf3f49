// Outage messages (spec 000 §8), the server-error and not-found pages.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const errorsCopy = {
  'outage.title': "We're Working On It",
  'outage.login': "We're currently experiencing an issue with our login process. Our team is working to resolve it as quickly as possible.",
  'outage.enrollment':
    "We're currently experiencing an issue with our enrollment process. Our team is working to resolve it as quickly as possible.",
  'outage.generic': "We're currently experiencing an issue. Our team is working to resolve it as quickly as possible.",
  'outage.checkBack': 'Please check back later.',
  'outage.homeLink': 'Go to the home page',
  'serverError.title': 'Looks like this page is still simmering',
  'serverError.body': 'Something went wrong on our side. Please try again in a few minutes.',
  'serverError.reference': 'Reference code: {code}',
  /** Back to the page whose data failed (the address's `from`). */
  'serverError.tryAgain': 'Try again',
  'error.supportPhone': 'Need help? Call {phone}.',
  'error.generic': 'Something went wrong. Please refresh the page and try again.',
  'notFound.title': "That page isn't on our radar",
  'notFound.tagline': 'The page you are looking for does not exist or has moved.',
  'notFound.documentTitle': 'Page not found',
  'notFound.homeLink': 'Go to the home page',
} as const;
