// The home hero's decisions (src/features/home/hero.ts): which states see the built-in text, which
// picture each state sees, the earn-rate wording per currency, and the partner picture override.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllPartners } from '../../partners/index.ts';
import type { UserState } from '../../src/content/models/home.ts';
import { defaultTextStates, heroPictures, heroStates, pickHeroImage, rateText } from '../../src/features/home/hero.ts';
import { translator } from '../../src/site/text.ts';
import { resolveTestSite, siteWith } from '../helpers/sites.ts';

const entry = (user_states: UserState[], image?: { src: string; alt: string }) => ({ user_states, ...(image ? { image } : {}) });

describe('who sees the hero', () => {
  it('is visitors and members, or visitors only for a partner without enrollment', () => {
    expect(heroStates({ enrollmentType: 'direct' })).toEqual(['anonymous', 'known', 'card_member', 'non_card_member']);
    expect(heroStates({ enrollmentType: 'sso' })).toEqual(['anonymous', 'known', 'card_member', 'non_card_member']);
    expect(heroStates({ enrollmentType: 'none' })).toEqual(['anonymous', 'known']);
  });
});

describe('the built-in hero text', () => {
  const states = heroStates({ enrollmentType: 'direct' });

  it('shows for every state when the CMS has no home entries (an empty CMS still gets a whole hero)', () => {
    expect(defaultTextStates(states, [])).toEqual(states);
  });

  it('gives way to CMS entries for the states they list, and only those', () => {
    expect(defaultTextStates(states, [entry(['anonymous']), entry(['card_member', 'closed_account'])])).toEqual([
      'known',
      'non_card_member',
    ]);
  });

  it('shows for no one when entries cover every state', () => {
    expect(defaultTextStates(states, [entry(['anonymous', 'known']), entry(['card_member', 'non_card_member'])])).toEqual([]);
  });

  it('is decided from the resolved CMS home set', () => {
    const homeEntry = (slug: string, userStates: UserState[]) => ({
      slug,
      fields: { user_states: userStates, banner_text: [{ type: 'title', text_mobile: 'Hello' }] },
    });
    const { site } = resolveTestSite('delta', {}, { home: [homeEntry('visitor', ['anonymous']), homeEntry('members', ['card_member'])] });
    expect(defaultTextStates(heroStates(site.settings), site.content.home)).toEqual(['known', 'non_card_member']);
  });
});

describe('the hero picture per state', () => {
  const states = heroStates({ enrollmentType: 'direct' });
  const terrace = { src: 'https://cms.example/terrace.jpg', alt: 'A terrace' };
  const bar = { src: 'https://cms.example/bar.jpg', alt: 'A bar' };

  it('is the built-in picture for everyone without CMS images', () => {
    expect(heroPictures(states, [entry(['anonymous'])])).toEqual([{ kind: 'built-in', states }]);
  });

  it('is a CMS entry’s image for its states, the built-in one for the rest', () => {
    expect(heroPictures(states, [entry(['anonymous', 'known'], terrace)])).toEqual([
      { kind: 'cms', image: terrace, states: ['anonymous', 'known'] },
      { kind: 'built-in', states: ['card_member', 'non_card_member'] },
    ]);
  });

  it('takes a state’s first entry with an image, in CMS order', () => {
    const pictures = heroPictures(states, [entry(['known']), entry(['known', 'card_member'], bar), entry(['known'], terrace)]);
    expect(pictures).toEqual([
      { kind: 'built-in', states: ['anonymous', 'non_card_member'] },
      { kind: 'cms', image: bar, states: ['known', 'card_member'] },
    ]);
  });
});

describe('the earn rate line', () => {
  const rateOf = (slug: string, flags: Record<string, unknown> = {}) => rateText(translator(siteWith(slug, flags)));

  it('is the partner’s best tier rate from its config, in its unit', () => {
    expect(rateOf('delta')).toBe('Up to 5 miles per $1');
    expect(rateOf('hilton')).toBe('Up to 8 points per $1');
    expect(rateOf('nosh')).toBe('Up to 10% cash back');
    expect(rateOf('fuel-rewards')).toBe('Up to 5% back in credit');
  });

  it('follows the config: VIP’s rate only where the partner has VIP, the singular for one unit', () => {
    expect(rateOf('delta', { hasVIP: false })).toBe('Up to 3 miles per $1');
    expect(rateOf('delta', { earnRates: { member: 0.5, select: 1, vip: 1 } })).toBe('Up to 1 mile per $1');
  });

  it('follows CMS copy, which reaches the rate only through its placeholder', () => {
    const { site } = resolveTestSite(
      'delta',
      {},
      { '*': [{ slug: 'copy', fields: { copy: { 'home.heroRate': 'Earn {rate.max} when you dine' } } }] },
    );
    expect(rateText(translator(site))).toBe('Earn 5 miles per $1 when you dine');
  });
});

describe('the partner’s own hero picture', () => {
  const files = { '../../../partners/images/hilton-hero.png': 'hilton', '../../../partners/images/acme-terrace.jpg': 'acme' };

  it('is the built-in picture unless the theme names a file', () => {
    expect(pickHeroImage(files, undefined, 'built-in', 'delta')).toBe('built-in');
  });

  it('is the named file from partners/images/', () => {
    expect(pickHeroImage(files, 'acme-terrace.jpg', 'built-in', 'acme')).toBe('acme');
  });

  it('fails the build, naming the partner, when the file is missing', () => {
    expect(() => pickHeroImage(files, 'gone.png', 'built-in', 'acme')).toThrow(
      'partners/acme.ts: theme.images.hero: "gone.png" is not a file in partners/images/',
    );
  });

  it('exists for every partner that names one', () => {
    const named = loadAllPartners().flatMap((partner) => (partner.theme.images.hero ? [partner.theme.images.hero] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(existsSync(path.resolve('partners/images', file)), file).toBe(true);
  });
});
