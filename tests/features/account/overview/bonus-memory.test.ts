// @vitest-environment happy-dom
// The bonus memory (spec 001 §4, §9): a registered code counts for 35 minutes (2,100,000 ms), per
// member, and what local storage gives back is untrusted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bonusMemoryKey, bonusMemoryMs, rememberBonus, rememberedBonuses } from '../../../../src/features/account/overview/bonus-memory.ts';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-06-15T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the 35-minute memory', () => {
  it('keeps a registered code for 2,100,000 ms, then forgets it', () => {
    expect(bonusMemoryMs).toBe(2_100_000);
    rememberBonus('delta-card', 'dine3x');
    expect(rememberedBonuses('delta-card')).toEqual(new Set(['DINE3X']));
    vi.advanceTimersByTime(bonusMemoryMs - 1);
    expect(rememberedBonuses('delta-card').has('DINE3X')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(rememberedBonuses('delta-card').size).toBe(0);
  });

  it('is per member', () => {
    rememberBonus('delta-card', 'NMB500');
    expect(rememberedBonuses('delta-vip').size).toBe(0);
  });

  it('registering again starts the 35 minutes again; expired entries are pruned on write', () => {
    rememberBonus('delta-card', 'NMB500');
    vi.advanceTimersByTime(30 * 60_000);
    rememberBonus('delta-card', 'NMB500');
    vi.advanceTimersByTime(30 * 60_000);
    expect(rememberedBonuses('delta-card').has('NMB500')).toBe(true);
    vi.advanceTimersByTime(10 * 60_000);
    rememberBonus('delta-vip', 'DINE3X');
    expect(JSON.parse(localStorage.getItem(bonusMemoryKey)!)).toEqual([
      { member: 'delta-vip', code: 'DINE3X', until: Date.now() + bonusMemoryMs },
    ]);
  });
});

describe('reading it back as untrusted', () => {
  const stored = (value: string) => {
    localStorage.setItem(bonusMemoryKey, value);
    return rememberedBonuses('delta-card');
  };

  it('ignores what is not JSON or not a list', () => {
    expect(stored('{not json').size).toBe(0);
    expect(stored('{"member":"delta-card"}').size).toBe(0);
    expect(stored('"NMB500"').size).toBe(0);
  });

  it('keeps only well-formed, live entries no further away than one memory', () => {
    const at = Date.now();
    const entries = [
      { member: 'delta-card', code: 'GOOD', until: at + 60_000 },
      { member: 'delta-card', code: 'EXPIRED', until: at },
      { member: 'delta-card', code: 'FOREVER', until: at + bonusMemoryMs + 1 },
      { member: 'delta-card', code: '<script>', until: at + 60_000 },
      { member: 'delta-card', code: 'TEXT', until: String(at + 60_000) },
      { member: 42, code: 'NUMBER', until: at + 60_000 },
      null,
      'NMB500',
    ];
    expect(stored(JSON.stringify(entries))).toEqual(new Set(['GOOD']));
  });

  it('works on when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberBonus('delta-card', 'NMB500')).not.toThrow();
    expect(rememberedBonuses('delta-card').size).toBe(0);
  });
});
