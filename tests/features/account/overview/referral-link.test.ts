// The referral link: /join with the member's public id as referrer and the spec's utm parameters
// (spec 001 §2, §9).
import { describe, expect, it } from 'vitest';
import { referralUrl } from '../../../../src/features/account/overview/referral-link.ts';

describe('the referral link', () => {
  it('leads to /join on this site with the referrer and the utm parameters', () => {
    const url = new URL(referralUrl('https://dining.delta.example', 'delta-card'));
    expect(url.origin + url.pathname).toBe('https://dining.delta.example/join');
    expect([...url.searchParams]).toEqual([
      ['referrer', 'delta-card'],
      ['utm_source', 'accountcenter'],
      ['utm_medium', 'website'],
      ['utm_campaign', '2023_referral'],
    ]);
    expect(referralUrl('http://127.0.0.1:4621', 'delta-card')).toBe(
      'http://127.0.0.1:4621/join?referrer=delta-card&utm_source=accountcenter&utm_medium=website&utm_campaign=2023_referral',
    );
  });

  it('encodes a public id it does not control', () => {
    const url = new URL(referralUrl('https://dining.delta.example', 'a&b=c #d'));
    expect(url.searchParams.get('referrer')).toBe('a&b=c #d');
    expect(url.searchParams.get('b')).toBeNull();
  });
});
