// Redirect targets are parsed as URLs against the site's origin: whatever the URL parser itself
// reads differently from a string check (tabs and line breaks dropped, "\" read as "/", "//host")
// must not lead off the site, and a good target keeps its path, query and hash.
import { describe, expect, it } from 'vitest';
import { firstSameOriginPath, sameOriginPath } from '../../src/lib/redirect-target.ts';

const origin = 'http://site.example';

describe('sameOriginPath', () => {
  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/account'],
    ['a backslash the parser reads as a slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a tab inside "//"', '/\t/evil.example/x'],
    ['a line break inside "//"', '/\n/evil.example/x'],
    ['a carriage return inside "//"', '/\r/evil.example'],
    ['a tab and a backslash', '\t/\\evil.example'],
    ['an escaped "t" after a backslash', '/\\t/evil.example/x'],
    ['another origin', 'https://evil.example/'],
    ['another origin with credentials', 'http://site.example@evil.example/'],
    ['the site on another scheme', 'https://site.example/account'],
    ['the site on another port', 'http://site.example:8080/account'],
    ['a scheme-relative URL of another scheme', 'https:evil.example'],
    ['a slash-backslash after the scheme', 'http:/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals, spaced', '  JavaScript:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an unparsable URL', 'http://['],
  ])('refuses %s', (_, target) => {
    expect(sameOriginPath(target, origin)).toBeUndefined();
  });

  it.each([
    ['a non-string', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', { href: '/account' }],
    ['an array', ['/account']],
    ['an empty string', ''],
    ['only spaces', '   '],
  ])('refuses %s', (_, target) => {
    expect(sameOriginPath(target, origin)).toBeUndefined();
  });

  it('refuses everything when the origin itself does not parse', () => {
    expect(sameOriginPath('/account', 'not an origin')).toBeUndefined();
  });

  it.each([
    ['/account/overview', '/account/overview'],
    ['/search?location=New%20York&sortBy=rating#results', '/search?location=New%20York&sortBy=rating#results'],
    ['/merchants/1212?tab=menu', '/merchants/1212?tab=menu'],
    ['/account/overview%3Fa%3D1', '/account/overview%3Fa%3D1'],
    ['/', '/'],
    ['account', '/account'],
    ['?q=1', '/?q=1'],
    ['#top', '/#top'],
  ])('keeps the same-origin path %s', (target, path) => {
    expect(sameOriginPath(target, origin)).toBe(path);
  });

  it.each([
    ['encoded slashes stay encoded, one path segment', '/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['an encoded backslash stays encoded', '/%5Cevil.example', '/%5Cevil.example'],
    ['an encoded tab stays encoded', '/%09/evil.example', '/%09/evil.example'],
    ['the site’s own absolute URL becomes its path', 'http://site.example/account?x=1#y', '/account?x=1#y'],
    ['the default port is the same origin', 'http://site.example:80/account', '/account'],
    ['a leading "//" in the site’s own URL collapses to one slash', 'http://site.example//evil.example', '/evil.example'],
    ['as does a run of them', 'http://site.example///evil.example/x', '/evil.example/x'],
    ['dot segments are resolved on the site', '/a/../../evil.example', '/evil.example'],
    ['surrounding spaces are dropped as the parser does', '  /account  ', '/account'],
    ['a scheme-relative URL of the site’s scheme is a path', 'http:evil.example', '/evil.example'],
  ])('%s', (_, target, path) => {
    const result = sameOriginPath(target, origin);
    expect(result).toBe(path);
    expect(result?.startsWith('//')).toBe(false);
  });

  it('never answers a target that a second reading would send elsewhere', () => {
    const hostile = ['//evil.example', '/\\evil.example', '/\t/evil.example', 'http://site.example//evil.example', '/%2F%2Fevil.example'];
    for (const target of hostile) {
      const path = sameOriginPath(target, origin);
      if (path === undefined) continue;
      expect(new URL(path, origin).origin, target).toBe(origin);
      expect(sameOriginPath(path, origin), target).toBe(path);
    }
  });
});

describe('firstSameOriginPath', () => {
  it('takes the first candidate that stays on the origin, else the fallback', () => {
    expect(firstSameOriginPath([null, '//evil.example', '/account?x=1', '/later'], origin, '/')).toBe('/account?x=1');
    expect(firstSameOriginPath(['https://evil.example/', undefined, 42], origin, '/home')).toBe('/home');
    expect(firstSameOriginPath([], origin, '/')).toBe('/');
  });
});
