import { describe, expect, it } from 'vitest';
import {
  contentSets,
  contentViews,
  emptyContent,
  parseContent,
  setNames,
  type ContentWarning,
} from '../../../src/content/models/content-sets.ts';
import { entry } from './parse.ts';
import { cmsSetNames } from '../../../src/api/contract/content.ts';

describe('set names', () => {
  it('are the eleven sets of the API contract (CONTRACTS §2), global first, in its order', () => {
    expect(cmsSetNames).toEqual([
      '*',
      'home',
      'discover',
      'tier_1_activation',
      'surveys',
      'account_center',
      'announcement_banner',
      'earn_details',
      'earn_banner',
      'popup',
      'sidebar',
    ]);
    expect(setNames).toEqual(cmsSetNames);
  });
});

describe('the set registry', () => {
  it('drives the set names, the empty content and the parsed content', () => {
    expect(contentSets.map((set) => set.name)).toEqual(cmsSetNames);

    const keys = [...contentSets, ...contentViews].map((set) => set.key);
    expect(new Set(keys).size).toBe(cmsSetNames.length + contentViews.length);
    expect(Object.keys(emptyContent())).toEqual(keys);
    expect(Object.keys(parseContent({}, () => {}))).toEqual(keys);
  });

  it('names the set in every warning', () => {
    const warnings: ContentWarning[] = [];
    parseContent({ sidebar: [entry('empty', {})], home: [entry('no-states', { user_states: [], banner_text: [] })] }, (w) =>
      warnings.push(w),
    );
    expect(warnings.map((w) => [w.set, w.slug, w.field])).toEqual([
      ['home', 'no-states', 'user_states'],
      ['sidebar', 'empty', 'page_text'],
    ]);
  });
});

describe('parseContent', () => {
  it('treats every missing set as empty', () => {
    expect(parseContent({}, () => {})).toEqual(emptyContent());
  });

  it('fills every key of SiteContent', () => {
    const content = parseContent(
      {
        tier_1_activation: [entry('page', { title: 'A', body: 'B', button_text: 'C' })],
        popup: [entry('p', { body_text: 'x' })],
      },
      () => {},
    );
    expect(Object.keys(content).sort()).toEqual([
      'accountCenter',
      'announcementBanner',
      'bonusBanners',
      'discover',
      'earnBanner',
      'earnDetails',
      'global',
      'home',
      'popups',
      'sidebars',
      'surveys',
      'tier1Activation',
    ]);
  });
});
