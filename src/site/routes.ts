// The route table (spec 000 §2) as data: which static pages a partner's bundle holds, and the
// `_redirects` rules that map runtime paths onto them. A route a partner does not have is simply
// not emitted, so the host serves 404.html for it (the not-found page, status 404).
import {
  accountActivityPath,
  accountCardsPath,
  accountOverviewPath,
  accountProfilePath,
  activatedPath,
  activatePath,
  addCardPath,
  cardAddedPath,
  discoverPath,
  fixCredentialsPath,
  howItWorksPath,
  joinPath,
  loginPath,
  notFoundPath,
  offlinePath,
  recoverConfirmPath,
  recoverPath,
  recoverSuccessPath,
  recoverUpdatePath,
  searchPath,
  serverErrorPath,
  signOutPath,
  stgtoolsPath,
  surveysErrorPath,
  surveysPath,
  surveysSuccessPath,
  vipUpgradePath,
} from './paths.ts';
import type { Site } from './types.ts';

export type View =
  | 'home'
  | 'discover'
  | 'how-it-works'
  | 'search'
  | 'merchant'
  | 'merchant-order'
  | 'earn'
  | 'activate'
  | 'activated'
  | 'join'
  | 'add-card'
  | 'card-added'
  | 'login'
  | 'sso-login'
  | 'fix-credentials'
  | 'recover'
  | 'recover-confirm'
  | 'recover-update'
  | 'recover-success'
  | 'account-overview'
  | 'account-activity'
  | 'account-cards'
  | 'account-profile'
  | 'surveys'
  | 'surveys-success'
  | 'surveys-error'
  | 'stgtools'
  | 'error'
  | 'not-found'
  | 'sign-out'
  | 'dusted'
  | 'offline';

export interface PageRoute {
  /** URL path of the page: '/', '/how-it-works', '/account/overview'. */
  path: string;
  view: View;
  /** For earn pages: the earn_details entry's url (the built-in ones have none in the CMS). */
  earnUrl?: string;
}

/** Where runtime routes with an id live as one static page each (ARCHITECTURE.md). */
export const merchantDetailPage = '/merchants/_detail';
export const merchantOrderPage = '/merchants/_order';
/** Emitted as `/404/index.html`, moved to `/404.html` by the bundle step. */
export const notFoundFile = '/404';

export const builtInEarnPaths = [
  '/earn/topgolf-bonus',
  '/earn/new-member-bonus',
  '/earn/how-it-works',
  '/earn/reservations',
  vipUpgradePath,
] as const;

export const accountPages = [
  { path: accountOverviewPath, view: 'account-overview' },
  { path: accountActivityPath, view: 'account-activity' },
  { path: accountCardsPath, view: 'account-cards' },
  { path: accountProfilePath, view: 'account-profile' },
] as const satisfies readonly PageRoute[];

const recoverPages = [
  { path: recoverPath, view: 'recover' },
  { path: recoverConfirmPath, view: 'recover-confirm' },
  { path: recoverUpdatePath, view: 'recover-update' },
  { path: recoverSuccessPath, view: 'recover-success' },
] as const satisfies readonly PageRoute[];

export function pageRoutes(site: Site): PageRoute[] {
  const { enrollmentType, hasDiscoverPage } = site.settings;
  const enrolls = enrollmentType !== 'none';
  const earnUrls = new Set<string>([...builtInEarnPaths, ...site.content.earnDetails.map((entry) => entry.url)]);
  const routes: PageRoute[] = [
    { path: '/', view: 'home' },
    { path: howItWorksPath, view: 'how-it-works' },
    { path: searchPath, view: 'search' },
    { path: merchantDetailPage, view: 'merchant' },
    { path: merchantOrderPage, view: 'merchant-order' },
    ...[...earnUrls].map((url): PageRoute => ({ path: url, view: 'earn', earnUrl: url })),
    { path: surveysPath, view: 'surveys' },
    { path: surveysSuccessPath, view: 'surveys-success' },
    { path: surveysErrorPath, view: 'surveys-error' },
    { path: serverErrorPath, view: 'error' },
    { path: notFoundPath, view: 'not-found' },
    { path: notFoundFile, view: 'not-found' },
    { path: signOutPath, view: 'sign-out' },
    { path: offlinePath, view: 'offline' },
    ...dustedPaths(site).map((path): PageRoute => ({ path, view: 'dusted' })),
  ];
  if (hasDiscoverPage) routes.push({ path: discoverPath, view: 'discover' });
  if (enrolls) {
    routes.push(
      { path: activatePath, view: 'activate' },
      { path: activatedPath, view: 'activated' },
      { path: joinPath, view: 'join' },
      { path: addCardPath, view: 'add-card' },
      { path: cardAddedPath, view: 'card-added' },
      { path: loginPath, view: 'login' },
      ...accountPages,
    );
  }
  if (enrollmentType === 'direct') routes.push({ path: fixCredentialsPath, view: 'fix-credentials' }, ...recoverPages);
  if (enrollmentType === 'sso') routes.push({ path: '/Login', view: 'sso-login' });
  if (!site.production) routes.push({ path: stgtoolsPath, view: 'stgtools' });
  return routes;
}

/** Top-level paths from the global "dusted" list that do not clash with a real route. */
export function dustedPaths(site: Site): string[] {
  const taken =
    /^\/(discover|how-it-works|search|merchants|earn|activate|join|add_card|card_added|login|Login|fix_credentials|recover|account|surveys|stgtools|error|not_found|SignOut|offline|404|worker\.js|_astro)$/;
  const paths = [...site.settings.dustedPaths, ...(site.content.global.site?.dusted ?? [])];
  return [...new Set(paths)].filter((path) => /^\/[A-Za-z0-9_-]+$/.test(path) && !taken.test(path));
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302;
}

/** `_redirects` rules, first match wins (Netlify / Cloudflare Pages syntax). */
export function redirectRules(site: Site): RedirectRule[] {
  const { enrollmentType, hasDiscoverPage } = site.settings;
  const rules: RedirectRule[] = [
    // /merchants/{id} and /merchants/{id}/Order are one static page each; the island reads the id.
    { from: '/merchants/:id/Order', to: `${merchantOrderPage}/`, status: 200 },
    { from: '/merchants/:id', to: `${merchantDetailPage}/`, status: 200 },
    { from: '/merchants', to: searchPath, status: 302 },
  ];
  if (hasDiscoverPage) rules.push({ from: '/discover/*', to: '/discover/', status: 200 });
  if (enrollmentType !== 'none') {
    rules.push(
      { from: activatedPath, to: '/activate/activated/', status: 200 },
      { from: '/activate/*', to: '/activate/', status: 200 },
      // Known account pages rewrite to themselves so hosts that apply rules before files
      // (Cloudflare Pages) still serve them; anything else under /account goes to overview.
      ...accountPages.map((page): RedirectRule => ({ from: page.path, to: `${page.path}/`, status: 200 })),
      { from: '/account', to: accountOverviewPath, status: 301 },
      { from: '/account/*', to: accountOverviewPath, status: 302 },
    );
  }
  if (enrollmentType === 'direct') {
    // 001 names these paths differently; CONTRACTS §4 says they redirect to the route-table ones.
    rules.push(
      { from: '/recover-credentials', to: recoverPath, status: 301 },
      { from: '/recover-credentials/*', to: '/recover/:splat', status: 301 },
      { from: '/fix-credentials', to: fixCredentialsPath, status: 301 },
    );
  }
  return rules;
}
