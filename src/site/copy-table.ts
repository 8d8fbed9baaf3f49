// The built-in copy table, assembled from each capability's defaults (its `copy.ts`), and the key
// type every lookup is checked against: a wrong key is a type error (STYLE.md, Starlight's i18n).
// The CMS `copy` entry overlays this table when a Site is resolved (buildCopyTable).
import { formCopy } from '../content/form-copy.ts';
import { markerCopy } from '../content/marker-copy.ts';
import { accountCopy } from '../features/account/copy.ts';
import { accountActivityCopy } from '../features/account/activity/copy.ts';
import { accountCardsCopy } from '../features/account/cards/copy.ts';
import { accountOverviewCopy } from '../features/account/overview/copy.ts';
import { accountProfileCopy } from '../features/account/profile/copy.ts';
import { authCopy } from '../features/auth/copy.ts';
import { contentCopy } from '../features/content/copy.ts';
import { enrollmentCopy } from '../features/enrollment/copy.ts';
import { earnCopy } from '../features/earn/copy.ts';
import { errorsCopy } from '../features/errors/copy.ts';
import { homeCopy } from '../features/home/copy.ts';
import { howItWorksCopy } from '../features/how-it-works/copy.ts';
import { merchantCardCopy } from '../features/merchant-card/copy.ts';
import { merchantCopy } from '../features/merchant/copy.ts';
import { overlaysCopy } from '../features/overlays/copy.ts';
import { pwaCopy } from '../features/pwa/copy.ts';
import { searchCopy } from '../features/search/copy.ts';
import { shellCopy } from '../features/shell/copy.ts';
import { surveysCopy } from '../features/surveys/copy.ts';
import { pageCopy } from './page-copy.ts';

/** Every capability's defaults; a key belongs to exactly one section (tests/site/copy-table.test.ts). */
export const copySections = {
  pageCopy,
  shellCopy,
  formCopy,
  errorsCopy,
  overlaysCopy,
  pwaCopy,
  surveysCopy,
  contentCopy,
  homeCopy,
  howItWorksCopy,
  searchCopy,
  earnCopy,
  merchantCardCopy,
  merchantCopy,
  enrollmentCopy,
  authCopy,
  accountCopy,
  accountOverviewCopy,
  accountActivityCopy,
  accountCardsCopy,
  accountProfileCopy,
  markerCopy,
} as const;

/** Every key of every member of a union (distributes, unlike `keyof` of the union). */
type KeysOf<T> = T extends unknown ? keyof T : never;
/** All sections merged into one table. */
type Merged = { readonly [K in KeysOf<(typeof copySections)[keyof typeof copySections]>]: string };

export const copyDefaults: Merged = Object.assign({}, ...Object.values(copySections)) as Merged;

export type CopyKey = keyof typeof copyDefaults;
