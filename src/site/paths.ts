// The site's own pages that code links to, navigates to or checks (spec 000 §2 "Routes"), one name
// per path: a mistyped name is a type error, and moving a page is one edit. The page table
// (routes.ts) is built from these; tests/site/paths.test.ts checks that each is a page of the fleet.
// Named constants rather than one object, so a bundle keeps only the paths it uses. Copy defaults
// (the sign-in and sign-out URLs, the [[marker]] URLs) stay strings: they are the CMS's to change.

export const searchPath = '/search';
export const discoverPath = '/discover';
export const howItWorksPath = '/how-it-works';
export const vipUpgradePath = '/earn/vip-upgrade';

export const joinPath = '/join';
export const addCardPath = '/add_card';
export const cardAddedPath = '/card_added';
export const activatePath = '/activate';
export const activatedPath = '/activate/activated';

export const loginPath = '/login';
export const signOutPath = '/SignOut';
export const fixCredentialsPath = '/fix_credentials';
export const recoverPath = '/recover';
export const recoverConfirmPath = '/recover/confirm';
export const recoverUpdatePath = '/recover/update';
export const recoverSuccessPath = '/recover/success';

export const accountOverviewPath = '/account/overview';
export const accountActivityPath = '/account/recent_activity';
export const accountCardsPath = '/account/manage_cards';
export const accountProfilePath = '/account/user_profile';

export const surveysPath = '/surveys';
export const surveysSuccessPath = '/surveys/success';
export const surveysErrorPath = '/surveys/error';

export const serverErrorPath = '/error';
export const notFoundPath = '/not_found';
export const offlinePath = '/offline';
export const stgtoolsPath = '/stgtools';
