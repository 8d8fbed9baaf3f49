// @vitest-environment happy-dom
// Spec 000 §2: the "Back" link under the navbar goes "back in browser history" when the page before
// it in this tab was on this site (links, typed-in and bookmarked addresses alike), else home.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrivedFromSite, goesBack, tabPageKey } from '../../src/features/shell/back-link.ts';
import { defineShellElements } from '../../src/features/shell/shell-elements.ts';

const origin = location.origin;

describe('back-link rules', () => {
  it('with the Navigation API, history when this entry has same-site entries before it in the tab', () => {
    expect(goesBack({ navigationIndex: 1, historyLength: 2, cameFromSite: false })).toBe(true);
    expect(goesBack({ navigationIndex: 0, historyLength: 5, cameFromSite: true })).toBe(false);
  });

  it('without it, what the tab noted when this entry was first shown', () => {
    expect(goesBack({ navigationIndex: undefined, historyLength: 2, cameFromSite: true })).toBe(true);
    expect(goesBack({ navigationIndex: undefined, historyLength: 2, cameFromSite: false })).toBe(false);
    expect(goesBack({ navigationIndex: undefined, historyLength: 2, cameFromSite: undefined })).toBe(false);
    // A new tab can inherit session storage, never history.
    expect(goesBack({ navigationIndex: undefined, historyLength: 1, cameFromSite: true })).toBe(false);
    // An entry the API does not list (index -1) falls back too.
    expect(goesBack({ navigationIndex: -1, historyLength: 3, cameFromSite: true })).toBe(true);
  });

  it('a page arrived at from this site: the tab showed one of its pages, and no other site linked here', () => {
    expect(arrivedFromSite('/search', '', origin)).toBe(true); // typed in or bookmarked
    expect(arrivedFromSite('/search', `${origin}/search`, origin)).toBe(true);
    expect(arrivedFromSite(null, `${origin}/search`, origin)).toBe(false);
    expect(arrivedFromSite(null, '', origin)).toBe(false);
    expect(arrivedFromSite('/search', 'https://other.example/', origin)).toBe(false);
  });
});

describe('<back-link>', () => {
  let prevented: boolean | undefined;
  let back = vi.fn();
  const recordClick = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // happy-dom must not follow the link
  };
  const markup = '<back-link><a href="/">Back</a></back-link>';
  /** A page load in this tab: a new history entry (or the first), then the layout's script. */
  const load = (path: string, { newEntry = true } = {}) => {
    if (newEntry) history.pushState(null, '', path);
    // Children in place before the element connects, as after parsing.
    const template = document.createElement('template');
    template.innerHTML = markup;
    document.body.replaceChildren(template.content);
    defineShellElements();
  };
  const clickBack = () => {
    prevented = undefined;
    document.querySelector('a')!.click();
    return prevented;
  };

  beforeAll(() => {
    document.addEventListener('click', recordClick);
  });
  beforeEach(() => {
    sessionStorage.clear();
    back = vi.fn();
    vi.spyOn(history, 'back').mockImplementation(back);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'navigation');
    Reflect.deleteProperty(document, 'referrer');
  });

  it('goes home from the first page of the tab', () => {
    load('/merchants/1001');
    expect(clickBack()).toBe(false);
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back after another page of this site, even when the address was typed in', () => {
    load('/search');
    load('/merchants/1001'); // no referrer: typed in
    expect(clickBack()).toBe(true);
    expect(back).toHaveBeenCalledOnce();
  });

  it('keeps its answer for the entry: reloading the first page of the tab still goes home', () => {
    load('/merchants/1001');
    load('/merchants/1001', { newEntry: false }); // a reload: same entry, its state kept
    expect(clickBack()).toBe(false);
  });

  it('goes home when another site linked here, whatever this tab showed before', () => {
    load('/search');
    Object.defineProperty(document, 'referrer', { value: 'https://other.example/deals', configurable: true });
    load('/merchants/1001');
    expect(clickBack()).toBe(false);
  });

  it('trusts the Navigation API where there is one (it lists only this site’s entries next to this one)', () => {
    load('/search');
    load('/merchants/1001');
    Object.defineProperty(window, 'navigation', { value: { currentEntry: { index: 0 } }, configurable: true });
    expect(clickBack()).toBe(false); // e.g. another site came in between, then the address was typed
    Object.defineProperty(window, 'navigation', { value: { currentEntry: { index: 3 } }, configurable: true });
    expect(clickBack()).toBe(true);
  });

  it('leaves modified clicks alone (open in a new tab)', () => {
    load('/search');
    load('/merchants/1001');
    prevented = undefined;
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(prevented).toBe(false);
  });

  it('notes every page of the site in the tab’s session storage', () => {
    load('/how-it-works');
    expect(sessionStorage.getItem(tabPageKey)).toBe('/how-it-works');
  });
});
