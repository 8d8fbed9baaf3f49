// Shell behaviours that depend on one partner's settings, checked in real built pages of the
// partners that have them (the browser suite builds delta, hilton and nosh only):
// - caesars, the partner with extra privacy text on forms (spec 000 §1, setting formPrivacyNotice);
// - t-mobile, the partner without partner and network logos in its footer (spec 000 §2, hideNetworkLogos).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { copyDefaults } from '../../src/site/copy-table.ts';
import { withBuiltPartners } from '../helpers/built-partners.ts';

const distDirOf = withBuiltPartners(['caesars', 't-mobile']);

/** A built page, parsed (happy-dom's parser, no scripts run). */
const page = (slug: string, file: string) =>
  new new Window().DOMParser().parseFromString(readFileSync(path.join(distDirOf(), slug, file), 'utf8'), 'text/html');

describe('the privacy notice on forms (formPrivacyNotice)', () => {
  it('is inside the home prospect form of the partner that has it', () => {
    const form = page('caesars', 'index.html').querySelector('prospect-form form');
    expect(form?.textContent).toContain(copyDefaults['form.privacyNotice']);
  });
});

describe('footer logos', () => {
  it('shows the partner logo beside the card networks', () => {
    const footer = page('caesars', 'how-it-works/index.html').querySelector('footer');
    expect(footer?.querySelector('img[src="/logo.svg"]')?.getAttribute('alt')).toBe('Caesars Rewards® Dining');
    expect(footer?.querySelector('[aria-label="Visa"]')).not.toBeNull();
  });

  it('omits partner and network logos for the partner without them', () => {
    const footer = page('t-mobile', 'how-it-works/index.html').querySelector('footer');
    expect(footer?.querySelector('img[src="/logo.svg"]')).toBeNull();
    expect(footer?.querySelector('[aria-label="Visa"]')).toBeNull();
  });
});
