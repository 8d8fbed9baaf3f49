// The copy <member-home> uses in the browser (shipped on the element as data-copy), derived from the
// home table. Build-time only: the browser code imports the type.
import { keysUnder } from '../../site/copy-keys.ts';
import { homeCopy } from './copy.ts';

export const memberHomeCopyKeys = keysUnder(homeCopy, 'home.member.');

export type MemberHomeCopyKey = (typeof memberHomeCopyKeys)[number];
