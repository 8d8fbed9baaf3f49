// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearProspectEmail, prospectEmailKey, prospectEmailUrl, readProspectEmail } from '../../src/features/prospect/prospect-email.ts';
import { emailProblem, simpleEmailPattern } from '../../src/features/prospect/email-rules.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

beforeEach(() => sessionStorage.clear());

describe('the email in navigation state', () => {
  it('is stored for the target page only, whatever its trailing slash', () => {
    expect(prospectEmailUrl('/join', 'new@delta.example')).toBe('/join');
    expect(readProspectEmail(at('/join'))).toBe('new@delta.example');
    expect(readProspectEmail(at('/join/'))).toBe('new@delta.example');
    expect(readProspectEmail(at('/login'))).toBeUndefined();
    // still there after a reload of the target page, like history state
    expect(readProspectEmail(at('/join'))).toBe('new@delta.example');
  });

  it('prefers ?email= in the address (the no-storage and no-JS fallback)', () => {
    prospectEmailUrl('/join', 'stored@delta.example');
    expect(readProspectEmail(at('/join', '?email=%20typed%40delta.example%20'))).toBe('typed@delta.example');
    expect(readProspectEmail(at('/login', '?rfr=3&email=a%2Bb%40delta.example'))).toBe('a+b@delta.example');
  });

  it('ignores foreign or broken stored values, and can be cleared', () => {
    sessionStorage.setItem(prospectEmailKey, '{not json');
    expect(readProspectEmail(at('/join'))).toBeUndefined();
    sessionStorage.setItem(prospectEmailKey, JSON.stringify({ email: 42, to: '/join' }));
    expect(readProspectEmail(at('/join'))).toBeUndefined();
    prospectEmailUrl('/login', 'card@delta.example');
    clearProspectEmail();
    expect(readProspectEmail(at('/login'))).toBeUndefined();
  });
});

describe('prospect email rules (spec 000 §5)', () => {
  it('required, at most 50 characters, the simple pattern', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem(`${'a'.repeat(36)}@delta.example`)).toBeUndefined();
    expect(emailProblem(`${'a'.repeat(37)}@delta.example`)).toBe('maxLength');
    expect(emailProblem('card@delta.example')).toBeUndefined();
    expect(emailProblem('first.last+tag@mail.delta.co')).toBeUndefined();
    expect(emailProblem('card@delta')).toBe('pattern');
    expect(emailProblem('card@@delta.example')).toBe('pattern');
    expect(simpleEmailPattern.test('card@delta.c')).toBe(false);
  });
});
