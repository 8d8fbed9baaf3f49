// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../helpers/browser-runtime.ts';

const load = () => import('../../src/stores/referral.ts');

const visit = (url: string) => history.replaceState(null, '', url);

beforeEach(() => {
  vi.resetModules();
  clearCookies();
  visit('/');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('referral capture', () => {
  it('stores every tracking parameter and reads them back', async () => {
    visit('/search?utm_term=t&utm_medium=m&utm_campaign=c&utm_source=s&utm_content=x&referrer=friend&source=partner');
    const { captureReferral, readReferral } = await load();
    captureReferral(location);
    expect(readReferral()).toEqual({
      utmTerm: 't',
      utmMedium: 'm',
      utmCampaign: 'c',
      utmSource: 's',
      utmContent: 'x',
      referrer: 'friend',
      source: 'partner',
    });
  });

  it('clears the old values when new ones arrive', async () => {
    const { captureReferral, readReferral } = await load();
    visit('/?utm_source=old&utm_campaign=spring&source=a');
    captureReferral(location);
    visit('/?utm_source=new');
    captureReferral(location);
    expect(readReferral()).toEqual({
      utmTerm: undefined,
      utmMedium: undefined,
      utmCampaign: undefined,
      utmSource: 'new',
      utmContent: undefined,
      referrer: undefined,
      source: undefined,
    });
  });

  it('keeps the stored values when the address has no tracking parameter', async () => {
    const { captureReferral, readReferral } = await load();
    visit('/?utm_source=kept');
    captureReferral(location);
    visit('/merchants/12?tab=menu');
    captureReferral(location);
    expect(readReferral().utmSource).toBe('kept');
  });

  it('removes source from the address, keeping the rest, the path and the hash', async () => {
    const { captureReferral, readReferral } = await load();
    const state = { from: 'test' };
    history.replaceState(state, '', '/earn/how-it-works?utm_medium=email&source=partner-mail#top');
    captureReferral(location);
    expect(location.pathname + location.search + location.hash).toBe('/earn/how-it-works?utm_medium=email#top');
    expect(history.state).toEqual(state);
    expect(readReferral().source).toBe('partner-mail');
  });

  it('does not touch the address without source', async () => {
    const { captureReferral } = await load();
    visit('/?utm_source=x');
    const replace = vi.spyOn(history, 'replaceState');
    captureReferral(location);
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps source for 2880 minutes; the others for the browser session', async () => {
    const written: string[] = [];
    const { captureReferral } = await load();
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    visit('/?utm_source=s&source=partner');
    captureReferral(location);
    setter.mockRestore();
    expect(written.find((c) => c.startsWith('source=partner'))).toContain('max-age=172800'); // 2880 × 60 s
    expect(written.find((c) => c.startsWith('utm_source=s'))).not.toContain('max-age');
  });

  it('stores the public id from the query', async () => {
    const { captureReferral } = await load();
    const { knownPublicId } = await import('../../src/stores/known.ts');
    visit('/activate?public_id=delta-inactive');
    captureReferral(location);
    expect(knownPublicId('')).toBe('delta-inactive');
  });
});
