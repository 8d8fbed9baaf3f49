// The server-error page's reading of its address (spec 001 §8; 000 §8): the reference code, and
// where "Try again" may go. `from` is untrusted: only a path on the site's own origin is followed.
import { describe, expect, it } from 'vitest';
import { referenceCode, tryAgainPath } from '../../../src/features/errors/server-error.ts';

const origin = 'https://delta.example';
const params = (query: string) => new URLSearchParams(query);

describe('tryAgainPath', () => {
  it.each([
    ['from=/account/manage_cards', '/account/manage_cards'],
    ['from=%2Fmerchants%2F1001%3Fdate%3D2026-11-20', '/merchants/1001?date=2026-11-20'],
    ['from=https%3A%2F%2Fdelta.example%2Fsearch%3Flocation%3DBoston', '/search?location=Boston'],
    ['from=/a/../account/overview', '/account/overview'],
  ])('follows a page on this site (%s)', (query, path) => {
    expect(tryAgainPath(params(`code=500&${query}`), origin)).toBe(path);
  });

  it.each([
    ['no from', 'code=500'],
    ['an empty one', 'code=500&from='],
    ['another site', 'from=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative URL', 'from=%2F%2Fevil.example%2Fx'],
    ['a backslash', 'from=%2F%5Cevil.example'],
    ['a tab inside the slashes', 'from=%2F%09%2Fevil.example'],
    ['javascript:', 'from=javascript%3Aalert(1)'],
    ['data:', 'from=data%3Atext%2Fhtml%2Chi'],
    ['the error page itself', 'from=%2Ferror%3Fcode%3D500'],
  ])('offers nothing for %s', (_, query) => {
    expect(tryAgainPath(params(query), origin)).toBeUndefined();
  });
});

describe('referenceCode', () => {
  it('is the status and the ref, or the status and a time-based one', () => {
    expect(referenceCode(params('code=500&ref=AB12'))).toBe('500-AB12');
    expect(referenceCode(params('code=503'), 1_795_299_427_628)).toBe(`503-${(1_795_299_427_628).toString(36).toUpperCase()}`);
  });

  it('keeps word characters and dashes only, at most 40', () => {
    expect(referenceCode(params(`code=500&ref=<img src=x>${'A'.repeat(60)}`))).toMatch(/^500-imgsrcxA+$/);
    expect(referenceCode(params(`code=500&ref=${'A'.repeat(60)}`))).toHaveLength(40);
  });
});
