declare module 'virtual:sites' {
  const sites: readonly import('./site/types.ts').Site[];
  export default sites;
}
