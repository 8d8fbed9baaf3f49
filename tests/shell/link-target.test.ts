// Spec 000 §2: "External links open in a new tab with the label 'Opens in a new tab'", for every
// link the shell renders (CMS navbar and footer links, app badges, support contact, auth links).
import { describe, expect, it } from 'vitest';
import { newTabAttributes } from '../../src/features/shell/link-target.ts';
import { siteWith } from '../helpers/sites.ts';

const delta = siteWith('delta'); // siteUrl https://dining.delta.example

describe('newTabAttributes', () => {
  it('opens links to other sites in a new tab, without giving them the opener', () => {
    for (const href of [
      'https://apps.apple.com/us/app/skymiles-dining/id1000000001',
      'https://play.google.com/store/apps/details?id=com.example.delta.dining',
      'http://partner.example/terms',
      ' https://partner.example/help ',
    ]) {
      expect(newTabAttributes(delta, href), href).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    }
  });

  it('keeps the site own links in the same tab: relative, absolute to its own host, mailto and tel', () => {
    for (const href of [
      '/how-it-works',
      '/',
      'https://dining.delta.example/terms',
      'mailto:help@delta.example',
      'tel:+18005550101',
      '#main',
    ]) {
      expect(newTabAttributes(delta, href), href).toBeUndefined();
    }
  });
});
