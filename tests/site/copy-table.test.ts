import { describe, expect, it } from 'vitest';
import { copyDefaults, copySections } from '../../src/site/copy-table.ts';
import { pickCopy, translator } from '../../src/site/text.ts';
import { siteWith } from '../helpers/sites.ts';

describe('the copy table', () => {
  it('is assembled from every capability section, each key defined in exactly one', () => {
    const owners = new Map<string, string[]>();
    for (const [name, section] of Object.entries(copySections)) {
      for (const key of Object.keys(section)) owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    const twice = [...owners].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names.join(', ')}`);
    expect(twice).toEqual([]);
    expect(Object.keys(copyDefaults).sort()).toEqual([...owners.keys()].sort());
  });

  it('gives t() typed keys with the partner placeholders filled', () => {
    const t = translator(siteWith('delta'));
    expect(t('auth.signOutOfProgram')).toBe('sign out of SkyMiles® Dining');
    expect(t('cards.deleted', { lastFour: '4242' })).toBe('Your card ending in 4242 has been deleted.');
    // @ts-expect-error a key that is not in the table is a type error (typecheck fails if it compiles)
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('picks only the keys an island or element needs', () => {
    const t = translator(siteWith('hilton'));
    const picked = pickCopy(t, ['search.showMap', 'merchant.unlockTier3']);
    expect(Object.keys(picked)).toEqual(['search.showMap', 'merchant.unlockTier3']);
    expect(picked['merchant.unlockTier3']).toMatch(/^Reach .+ status to earn points here\.$/);
  });
});
