// The scripts of the shell's parts that only some pages have (issue #26). The layout's one script
// loads each part's code when the page has the part, instead of every part adding a script tag of
// its own: a page asks for one script before its first paint (home used to ask for seven, a content
// page for three, each a request competing with the stylesheet), and a part's code arrives just
// after the runtime's (the layout starts the parts in the turn after the runtime's). Parts that must
// act before anything else (the sso hand-off, the account and recovery guards, redirects) keep their
// own script; the modal (<site-modal>) is defined by the overlays that open it.

interface PagePart {
  /** What in the static HTML marks the part. */
  selector: string;
  /** Loads and starts its code. */
  start: () => Promise<void>;
}

export const pageParts: readonly PagePart[] = [
  {
    selector: 'merchant-carousel',
    start: async () => (await import('../features/merchant-card/carousel-element.ts')).defineMerchantCarousel(),
  },
  { selector: 'prospect-form', start: async () => (await import('../features/prospect/prospect-form-element.ts')).defineProspectForm() },
  { selector: 'home-greeting', start: async () => (await import('../features/home/home-element.ts')).defineHomeGreeting() },
  { selector: 'member-home', start: async () => (await import('../features/home/member-home-element.ts')).defineMemberHome() },
  { selector: '[data-reenroll-gate]', start: async () => (await import('../features/reenroll/gate.ts')).startReenrollGate() },
];

/** Starts the code of every part the page has; the others' code is never downloaded. */
export function startPageParts(page: ParentNode = document): void {
  for (const { selector, start } of pageParts) if (page.querySelector(selector)) void start();
}
