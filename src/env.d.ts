declare module 'virtual:sites' {
  import type { Site } from './site/types.ts';
  const sites: readonly Site[];
  export default sites;
}
