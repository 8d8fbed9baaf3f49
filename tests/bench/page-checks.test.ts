// The page bench's inputs and checks (issue #26), without Chromium: which pages it measures, that a
// run landed on its page (signed in where it must be), the session cookie it keeps, and how it names
// the LCP element.
import { describe, expect, it } from 'vitest';
import { jsBudgetKb } from '../../scripts/bench/goals.ts';
import { wrongPage } from '../../scripts/bench/landed.ts';
import { describeNode, lcpElementOf } from '../../scripts/bench/lcp-element.ts';
import { benchedPages, labelOf, selectPages } from '../../scripts/bench/page-list.ts';
import { scriptFree } from '../../scripts/bench/pages.ts';
import { cookieHeader, keepCookies } from '../../scripts/bench/sign-in.ts';

describe('the benched pages', () => {
  it("are every page kind of the issue, the search with the issue's query and the overview signed in", () => {
    expect(benchedPages.map(labelOf)).toEqual([
      '/',
      '/how-it-works',
      '/earn/how-it-works',
      '/search?location=Chicago,+IL',
      '/merchants/1001',
      '/join',
      '/login',
      '/account/overview',
    ]);
    expect(benchedPages.filter((page) => page.signedIn).map((page) => page.path)).toEqual(['/account/overview']);
    for (const page of benchedPages) expect(jsBudgetKb[page.kind], page.path).toBeGreaterThan(0);
  });

  it('narrow to those --only names, by path or with the query, and refuse a name no page has', () => {
    expect(selectPages().length).toBe(benchedPages.length);
    expect(selectPages(['/join', '/search']).map((page) => page.path)).toEqual(['/search', '/join']);
    expect(selectPages(['/search?location=Chicago,+IL']).map((page) => page.path)).toEqual(['/search']);
    expect(() => selectPages(['/jion'])).toThrow(/--only \/jion: not a benched page/);
  });
});

describe('a Lighthouse run', () => {
  const url = 'http://127.0.0.1:4695/account/overview';
  const member = (status: number) => [{ url: 'http://127.0.0.1:4695/api/Member', status }];

  it('measured its page when it ended there, with the member read where one is signed in', () => {
    expect(wrongPage(url, { finalUrl: `${url}/`, requests: member(200) }, true)).toBeUndefined();
    expect(
      wrongPage(
        'http://127.0.0.1:4695/search?location=Chicago,+IL',
        { finalUrl: 'http://127.0.0.1:4695/search?location=x', requests: [] },
        false,
      ),
    ).toBeUndefined();
  });

  it('measured another page when it was sent to /login, or when the member did not load', () => {
    expect(wrongPage(url, { finalUrl: 'http://127.0.0.1:4695/login', requests: member(401) }, true)).toBe(
      `${url} ended at http://127.0.0.1:4695/login`,
    );
    expect(wrongPage(url, { finalUrl: url, requests: member(401) }, true)).toMatch(
      /did not read the signed-in member: GET \/api\/Member answered 401/,
    );
    expect(wrongPage(url, { finalUrl: url, requests: [] }, true)).toMatch(/answered never/);
  });
});

describe('the sign-in cookies', () => {
  it('keep the latest value per name, drop cleared ones, and make one Cookie header', () => {
    let jar = keepCookies(new Map(), ['session-delta=visitor.abc; Path=/; HttpOnly; SameSite=Lax']);
    jar = keepCookies(jar, [
      'session-delta=member42; Path=/; HttpOnly; SameSite=Lax; Max-Age=7776000',
      'session_expiry=1795299427628; Path=/; SameSite=Lax',
    ]);
    expect(cookieHeader(jar)).toBe('session-delta=member42; session_expiry=1795299427628');
    expect(cookieHeader(keepCookies(jar, ['session_expiry=; Max-Age=0; Path=/']))).toBe('session-delta=member42');
  });
});

describe('the LCP element', () => {
  it("is read from Lighthouse 13's LCP breakdown: the selector's last step and the text's start", () => {
    const audits = {
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ subpart: 'timeToFirstByte', duration: 20 }] },
            {
              type: 'node',
              selector: 'body > main > section.hero > h1.vxkefc2',
              nodeLabel: 'Dine at restaurants you love and earn miles',
              snippet: '<h1 class="vxkefc2">',
            },
          ],
        },
      },
    };
    expect(lcpElementOf(audits)).toBe('h1.vxkefc2 "Dine at restaurants you…"');
  });

  it('falls back to the snippet without a selector, and is empty without an element', () => {
    expect(describeNode({ type: 'node', snippet: '<img src="/hero.webp" alt="">' })).toBe('img');
    expect(lcpElementOf({ 'lcp-breakdown-insight': { details: { type: 'list', items: [] } } })).toBe('');
    expect(lcpElementOf({})).toBe('');
  });
});

describe('the twin', () => {
  it('is the page without its scripts and module preloads, and nothing else', () => {
    const html =
      '<head><link rel="modulepreload" href="/_astro/a.js"><link rel="stylesheet" href="/_astro/a.css"></head><body><h1>Hi</h1><script type="module">boot()</script></body>';
    expect(scriptFree(html)).toBe('<head><link rel="stylesheet" href="/_astro/a.css"></head><body><h1>Hi</h1></body>');
  });
});
