declare module 'virtual:sites' {
  import type { Site } from './site/types.ts';
  const sites: readonly Site[];
  export default sites;
}

// A global declaration file (no top-level import), so the locals' types are `import()` types.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare namespace App {
  /** Set for every page by src/middleware.ts: the partner being rendered and its copy lookup. */
  interface Locals {
    site: import('./site/types.ts').Site;
    t: import('./site/text.ts').Translate;
  }
}
