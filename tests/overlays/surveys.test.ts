// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eligibleSurveys,
  isSurveySubmitMessage,
  surveyAutoOpenMs,
  surveyCookieName,
  surveyFrameUrl,
  surveyPartnerCode,
  surveyPathAllowed,
  surveySeenRecently,
  surveySubmitCloseMs,
  type SurveyRule,
} from '../../src/features/surveys/survey-rules.ts';
import { resolveTestSite, siteWith } from '../helpers/sites.ts';
import { mount, visit } from './fixture.ts';
import { clearCookies } from '../helpers/browser-runtime.ts';

vi.mock('../../src/stores/member.ts', async () => (await import('./fixture.ts')).memberStoreMock());
vi.mock('../../src/stores/known.ts', () => ({ publicIdCookie: 'public_id', knownPublicId: () => 'delta-known' }));

const day = 86_400_000;
const now = Date.parse('2025-06-01T12:00:00Z');
const survey = (id: string, extra: Partial<SurveyRule> = {}): SurveyRule => ({ id, cookieTimeout: 90, allow: [], deny: [], ...extra });

describe('survey rules (spec 000 §2 "Survey drawer")', () => {
  it('an empty allow list allows every path; a non-empty one needs a matching prefix', () => {
    expect(surveyPathAllowed('/anything', [], [])).toBe(true);
    expect(surveyPathAllowed('/search', ['/search'], [])).toBe(true);
    expect(surveyPathAllowed('/search/', ['/search'], [])).toBe(true);
    expect(surveyPathAllowed('/account/overview', ['/account'], [])).toBe(true);
    expect(surveyPathAllowed('/how-it-works', ['/search', '/account'], [])).toBe(false);
    expect(surveyPathAllowed('/searching', ['/search'], [])).toBe(false);
  });

  it('a disallow prefix hides it, even inside the allow list', () => {
    expect(surveyPathAllowed('/account/user_profile', ['/account'], ['/account/user_profile'])).toBe(false);
    expect(surveyPathAllowed('/account/overview', ['/account'], ['/account/user_profile'])).toBe(true);
    expect(surveyPathAllowed('/earn/reservations', [], ['/earn/*'])).toBe(false);
    expect(surveyPathAllowed('/anything', [], ['/'])).toBe(false);
  });

  it('a survey seen (closed or submitted) stays hidden for cookie_timeout days', () => {
    const seen = String(now - 29 * day);
    expect(surveySeenRecently(seen, 30, now)).toBe(true);
    expect(surveySeenRecently(seen, 29, now)).toBe(false);
    expect(surveySeenRecently(String(now - 89 * day), 90, now)).toBe(true);
    expect(surveySeenRecently(String(now - 90 * day), 90, now)).toBe(false);
    expect(surveySeenRecently(undefined, 90, now)).toBe(false);
    expect(surveySeenRecently('garbage', 90, now)).toBe(false);
  });

  it('uses the CMS defaults: cookie_timeout 90 days, delay_timeout 0 (no auto-open)', () => {
    const { site } = resolveTestSite('delta', {}, { surveys: [{ slug: 's', fields: { id: 7, text: 'Tell us' } }] });
    expect(site.content.surveys[0]).toMatchObject({ id: '7', cookie_timeout: 90, delay_timeout: 0 });
    expect(surveyAutoOpenMs(0)).toBeNull();
    expect(surveyAutoOpenMs(10)).toBe(10_000);
  });

  it('lists the eligible surveys in CMS order: the first is in front, the others stacked under it', () => {
    const surveys = [survey('a', { allow: ['/account'] }), survey('b'), survey('c')];
    const ids = (path: string, lastSeenOf: (id: string) => string | undefined = () => undefined) =>
      eligibleSurveys(surveys, path, lastSeenOf, now).map((s) => s.id);
    expect(ids('/search')).toEqual(['b', 'c']);
    expect(ids('/account')).toEqual(['a', 'b', 'c']);
    expect(ids('/search', (id) => (id === 'b' ? String(now - day) : undefined))).toEqual(['c']);
    expect(eligibleSurveys([], '/search', () => undefined, now)).toEqual([]);
  });

  it('names one cookie per survey id', () => {
    expect(surveyCookieName('delta-search-2025')).toBe('survey_last_seen_delta-search-2025');
    expect(surveyCookieName('a b;c')).toBe('survey_last_seen_a_b_c');
  });

  it('builds the frame URL with the tracking parameters', () => {
    const url = new URL(
      surveyFrameUrl('https://forms.example/survey', {
        id: 'f1',
        campaign: 'search-feedback',
        path: '/search',
        publicId: 'delta-card',
        partnerCode: 'delta',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://forms.example/survey');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'f1',
      utm_campaign: 'search-feedback',
      utm_medium: 'web',
      utm_source: '/search',
      public_id: 'delta-card',
      partner_code: 'delta',
    });
    expect(surveyFrameUrl('/survey-form', { id: 'x', campaign: 'c', path: '/', publicId: null, partnerCode: 'p' })).toBe(
      '/survey-form?id=x&utm_campaign=c&utm_medium=web&utm_source=%2F&public_id=&partner_code=p',
    );
  });

  it("sends the partner's survey-form code as partner_code, not the slug (Delta: DL)", () => {
    expect(surveyPartnerCode(siteWith('delta').settings)).toBe('DL');
    expect(surveyPartnerCode(siteWith('american').settings)).toBe('AA');
    expect(surveyPartnerCode(siteWith('hilton').settings)).toBe(''); // no code configured: sent empty, like public_id
    expect(surveyPartnerCode(siteWith('hilton', { surveyFormCode: 'HH' }).settings)).toBe('HH');
  });

  it('recognises the form service submission message', () => {
    expect(isSurveySubmitMessage({ type: 'form-submit' })).toBe(true);
    expect(isSurveySubmitMessage({ type: 'form-ready' })).toBe(false);
    expect(isSurveySubmitMessage('form-submit')).toBe(false);
    expect(isSurveySubmitMessage(null)).toBe(false);
  });
});

// happy-dom does not load frames and logs a NotSupportedError per frame: expected noise.
describe('<survey-drawers>', () => {
  const drawer = (index: number, id: string, attrs: string) => `
    <section hidden data-survey data-id="${id}" data-campaign="c-${id}" ${attrs}>
      <button type="button" id="survey-${index}-toggle" aria-expanded="false" aria-controls="survey-${index}-panel" data-toggle><span>Survey ${id}</span></button>
      <button type="button" data-close aria-label="Close survey">x</button>
      <div id="survey-${index}-panel" hidden data-panel></div>
    </section>`;
  const markup = (...drawers: string[]) =>
    `<main id="main" tabindex="-1"></main><survey-drawers data-form-url="https://forms.example/survey" data-partner="DL">${drawers.join('')}</survey-drawers>`;
  const section = (id: string) => document.querySelector(`[data-id="${id}"]`) as HTMLElement;
  const toggle = (id: string) => section(id).querySelector('[data-toggle]') as HTMLButtonElement;
  const panel = (id: string) => section(id).querySelector('[data-panel]') as HTMLElement;

  beforeAll(async () => {
    (await import('../../src/features/surveys/survey-drawer-element.ts')).defineSurveyDrawers();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(now);
    clearCookies();
    visit('/search');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('the first eligible drawer is in front, collapsed: a title bar; the frame appears once opened', () => {
    mount(
      markup(
        drawer(0, 'acct', 'data-allow="/account" data-timeout="90" data-delay="0"'),
        drawer(1, 'a', 'data-timeout="90" data-delay="0"'),
        drawer(2, 'b', 'data-timeout="90" data-delay="0"'),
      ),
    );
    expect(section('acct').hidden).toBe(true);
    expect(section('a').hidden).toBe(false);
    expect(section('b').hasAttribute('inert')).toBe(true); // behind it
    expect(panel('a').hidden).toBe(true);
    expect(panel('a').querySelector('iframe')).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(panel('a').hidden).toBe(true); // delay_timeout 0: waits for a click
    toggle('a').click();
    expect(toggle('a').getAttribute('aria-expanded')).toBe('true');
    expect(panel('a').hidden).toBe(false);
    const frame = panel('a').querySelector('iframe')!;
    expect(frame.title).toBe('Survey a');
    const url = new URL(frame.src);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'a',
      utm_campaign: 'c-a',
      utm_medium: 'web',
      utm_source: '/search',
      public_id: 'delta-known',
      partner_code: 'DL',
    });
    toggle('a').click();
    expect(toggle('a').getAttribute('aria-expanded')).toBe('false');
    expect(panel('a').hidden).toBe(true);
    expect(document.cookie).not.toContain('survey_last_seen_a');
  });

  it('opens by itself after delay_timeout seconds', () => {
    mount(markup(drawer(0, 'a', 'data-timeout="90" data-delay="10"')));
    vi.advanceTimersByTime(9_999);
    expect(panel('a').hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(panel('a').hidden).toBe(false);
    expect(panel('a').querySelector('iframe')).not.toBeNull();
  });

  it('shows the other eligible surveys stacked under the first: partly visible, inert until they come forward', () => {
    mount(
      markup(
        drawer(0, 'a', 'data-timeout="90" data-delay="0"'),
        drawer(1, 'acct', 'data-allow="/account" data-timeout="90" data-delay="0"'),
        drawer(2, 'b', 'data-timeout="90" data-delay="0"'),
        drawer(3, 'c', 'data-timeout="90" data-delay="0"'),
      ),
    );
    expect(section('a').hidden).toBe(false);
    expect(section('a').hasAttribute('inert')).toBe(false);
    expect(section('a').dataset['stack']).toBe('0');
    expect(section('acct').hidden).toBe(true); // not eligible on /search
    expect(section('b').hidden).toBe(false);
    expect(section('b').hasAttribute('inert')).toBe(true);
    expect(section('b').dataset['stack']).toBe('1');
    expect(section('c').hidden).toBe(false);
    expect(section('c').dataset['stack']).toBe('2');
    // The drawer in front is the first child, the stack behind it in order after it.
    expect(
      [...section('a').parentElement!.children].filter((el) => !(el as HTMLElement).hidden).map((el) => (el as HTMLElement).dataset['id']),
    ).toEqual(['a', 'b', 'c']);
  });

  it('closing stores the timestamp (hidden for cookie_timeout days) and brings the next survey forward, focused', () => {
    mount(markup(drawer(0, 'a', 'data-timeout="30" data-delay="0"'), drawer(1, 'b', 'data-timeout="90" data-delay="10"')));
    const close = section('a').querySelector('[data-close]') as HTMLButtonElement;
    close.focus();
    close.click();
    expect(section('a').hidden).toBe(true);
    expect(document.cookie).toContain(`survey_last_seen_a=${now}`);
    expect(section('b').hidden).toBe(false);
    expect(section('b').hasAttribute('inert')).toBe(false);
    expect(section('b').dataset['stack']).toBe('0');
    expect(document.activeElement).toBe(toggle('b'));
    // It runs as the first did: its own delay_timeout starts now.
    vi.advanceTimersByTime(10_000);
    expect(panel('b').hidden).toBe(false);
    // A later page view: the closed one stays away for cookie_timeout days.
    mount(markup(drawer(0, 'a', 'data-timeout="30" data-delay="0"'), drawer(1, 'b', 'data-timeout="90" data-delay="0"')));
    expect(section('a').hidden).toBe(true);
    expect(section('b').hidden).toBe(false);
  });

  it('a drawer behind does not auto-open or answer its frame until it is in front', () => {
    mount(markup(drawer(0, 'a', 'data-timeout="90" data-delay="0"'), drawer(1, 'b', 'data-timeout="90" data-delay="5"')));
    vi.advanceTimersByTime(60_000);
    expect(panel('b').hidden).toBe(true);
    expect(panel('b').querySelector('iframe')).toBeNull();
  });

  it('hides 4 s after the form reports a submission from its frame', () => {
    mount(markup(drawer(0, 'a', 'data-timeout="90" data-delay="0"')));
    toggle('a').click();
    const frame = panel('a').querySelector('iframe')!;
    // A message from elsewhere is ignored.
    dispatchEvent(
      new MessageEvent('message', { data: { type: 'form-submit' }, origin: 'https://evil.example', source: frame.contentWindow }),
    );
    vi.advanceTimersByTime(surveySubmitCloseMs);
    expect(section('a').hidden).toBe(false);
    dispatchEvent(
      new MessageEvent('message', { data: { type: 'form-submit' }, origin: 'https://forms.example', source: frame.contentWindow }),
    );
    vi.advanceTimersByTime(surveySubmitCloseMs - 1);
    expect(section('a').hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(section('a').hidden).toBe(true);
    expect(document.cookie).toContain('survey_last_seen_a=');
  });

  it('stays hidden on a disallowed path', () => {
    visit('/account/user_profile');
    mount(markup(drawer(0, 'a', 'data-allow="/account" data-deny="/account/user_profile" data-timeout="90" data-delay="0"')));
    expect(section('a').hidden).toBe(true);
  });
});
