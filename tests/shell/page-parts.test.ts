// @vitest-environment happy-dom
// The shell's parts that only some pages have (issue #26, src/layouts/page-parts.ts): the layout's
// one script starts the code of the parts a page has, and no other part's code.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageParts, startPageParts } from '../../src/layouts/page-parts.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the parts a page has', () => {
  it('get their code: the home page defines its greeting, carousel and sign-up form', async () => {
    document.body.innerHTML = `
      <home-greeting data-copy="{}">Welcome back</home-greeting>
      <merchant-carousel></merchant-carousel>
      <prospect-form data-copy="{}"><form></form></prospect-form>`;
    startPageParts();
    await vi.waitFor(() => {
      expect(customElements.get('home-greeting')).toBeDefined();
      expect(customElements.get('merchant-carousel')).toBeDefined();
      expect(customElements.get('prospect-form')).toBeDefined();
    });
  });

  it('leave out the code of parts the page does not have', () => {
    document.body.innerHTML = '<member-home></member-home>';
    const starts = pageParts.map((part) => vi.spyOn(part, 'start').mockResolvedValue(undefined));
    startPageParts();
    const started = pageParts.filter((_, i) => starts[i]!.mock.calls.length > 0).map((part) => part.selector);
    expect(started).toEqual(['member-home']);
    for (const spy of starts) spy.mockRestore();
  });
});
