// The merchant card's key list for the pages whose islands draw cards (search, the merchant page):
// a module of its own, apart from public.ts, which browser code imports, since key lists are for
// build-time code only (src/site/copy-keys.ts).
export { merchantCardCopyKeys } from './copy-keys.ts';
