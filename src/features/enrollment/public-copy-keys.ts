// The add-card form's key list for the pages that host the form (manage cards, re-enrollment): a
// module of its own, apart from public.ts, because the list is built from the copy tables and only
// build-time code may import those (src/site/copy-keys.ts).
export { addCardCopyKeys } from './copy-keys.ts';
