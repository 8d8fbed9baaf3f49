// The home page's jumbotron and prospect email form.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const homeCopy = {
  'home.welcome': 'Welcome back, {firstName}',
  'home.emailLabel': 'Email address',
  'home.emailButton': 'Get Started',
  'home.bannerLabel': 'Welcome',
} as const;
