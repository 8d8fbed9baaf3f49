import { describe, expect, it } from 'vitest';
import { missingShortCode } from '../../src/content/copy.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import {
  isMarkerName,
  markerNames,
  parseMarkers,
  plainCopy,
  plainCopyText,
  resolveMarker,
  siteCopyVars,
  type MarkerName,
  type MarkerWarning,
  type ResolvedMarker,
} from '../../src/content/markers.ts';
import { translator } from '../../src/site/text.ts';
import { resolveTestSite, siteWith } from '../helpers/sites.ts';

const collect = () => {
  const warnings: MarkerWarning[] = [];
  return { warnings, onWarning: (warning: MarkerWarning) => warnings.push(warning) };
};

/** What every marker resolves to, to the point: [kind, text, href?]. */
type Expected = Record<MarkerName, [ResolvedMarker['kind'], string, string?]>;

const disclaimer = copyDefaults['activity.disclaimer'];

// delta: direct enrollment, shortCode 33582.
const direct: Expected = {
  signIn: ['link', 'sign in', '/login'],
  activate: ['link', 'activate your account', '/activate'],
  join: ['link', 'join now', '/join'],
  recover: ['link', 'recover your account', '/recover'],
  deleteCard: ['link', 'delete your card', '/account/manage_cards'],
  terms: ['link', 'Terms and Conditions', '/earn/terms'],
  privacy: ['link', 'Privacy Policy', '/earn/privacy'],
  findPartnerNumber: ['link', 'find your SkyMiles® Dining number', '/earn/how-it-works'],
  supportPhone: ['link', '1-800-555-0101', 'tel:+18005550101'],
  supportEmail: ['link', 'support@dining.delta.example', 'mailto:support@dining.delta.example'],
  offers: ['link', 'offers', '/search'],
  events: ['link', 'events', '/search'],
  home: ['link', 'home page', '/'],
  signOut: ['link', 'sign out', '/SignOut'],
  recentActivityDisclaimer: ['disclaimer', disclaimer],
  partnerPhone: ['link', '1-800-555-0101', 'tel:+18005550101'],
  smsShortCode: ['text', '33582'],
};

// hilton: sso enrollment, shortCode 44586.
const sso: Expected = {
  signIn: ['link', 'sign in', '/Login'],
  activate: ['link', 'activate your account', '/activate'],
  join: ['link', 'join now', '/Login'],
  recover: ['text', 'recover your account'],
  deleteCard: ['link', 'delete your card', '/account/manage_cards'],
  terms: ['link', 'Terms and Conditions', '/earn/terms'],
  privacy: ['link', 'Privacy Policy', '/earn/privacy'],
  findPartnerNumber: ['link', 'find your Hilton Honors™ number', '/earn/how-it-works'],
  supportPhone: ['link', '1-877-555-0111', 'tel:+18775550111'],
  supportEmail: ['link', 'support@dining.hilton.example', 'mailto:support@dining.hilton.example'],
  offers: ['link', 'offers', '/search'],
  events: ['link', 'events', '/search'],
  home: ['link', 'home page', '/'],
  signOut: ['link', 'sign out', '/SignOut'],
  recentActivityDisclaimer: ['disclaimer', disclaimer],
  partnerPhone: ['link', '1-877-555-0111', 'tel:+18775550111'],
  smsShortCode: ['text', '44586'],
};

// tgbk: no enrollment and no short code.
const none: Expected = {
  signIn: ['text', 'sign in'],
  activate: ['text', 'activate your account'],
  join: ['text', 'join now'],
  recover: ['text', 'recover your account'],
  deleteCard: ['text', 'delete your card'],
  terms: ['link', 'Terms and Conditions', '/earn/terms'],
  privacy: ['link', 'Privacy Policy', '/earn/privacy'],
  findPartnerNumber: ['link', 'find your TGBK Rewards number', '/earn/how-it-works'],
  supportPhone: ['link', '1-866-555-0118', 'tel:+18665550118'],
  supportEmail: ['link', 'support@dining.tgbk.example', 'mailto:support@dining.tgbk.example'],
  offers: ['link', 'offers', '/search'],
  events: ['link', 'events', '/search'],
  home: ['link', 'home page', '/'],
  signOut: ['link', 'sign out', '/SignOut'],
  recentActivityDisclaimer: ['disclaimer', disclaimer],
  partnerPhone: ['link', '1-866-555-0118', 'tel:+18665550118'],
  smsShortCode: ['text', missingShortCode],
};

const summary = (marker: ResolvedMarker): [string, string, string?] =>
  marker.kind === 'link' ? [marker.kind, marker.text, marker.href] : [marker.kind, marker.text];

describe('marker names', () => {
  it('are the seventeen of spec 000 §2', () => {
    expect(markerNames).toHaveLength(17);
    expect(Object.keys(direct).sort()).toEqual([...markerNames].sort());
    expect(isMarkerName('signIn')).toBe(true);
    expect(isMarkerName('signin')).toBe(false);
    expect(isMarkerName('toString')).toBe(false);
  });
});

describe('parseMarkers', () => {
  it('splits text and markers, with and without own text', () => {
    expect(parseMarkers('Please [[signIn]] or [[ join | Join today ]].')).toEqual([
      { type: 'text', text: 'Please ' },
      { type: 'marker', source: '[[signIn]]', name: 'signIn', label: undefined },
      { type: 'text', text: ' or ' },
      { type: 'marker', source: '[[ join | Join today ]]', name: 'join', label: 'Join today' },
      { type: 'text', text: '.' },
    ]);
  });

  it('treats an empty own text as none and keeps unknown names as markers (so they can be reported)', () => {
    expect(parseMarkers('[[terms|]]')).toEqual([{ type: 'marker', source: '[[terms|]]', name: 'terms', label: undefined }]);
    expect(parseMarkers('[[sign in]]')).toEqual([{ type: 'marker', source: '[[sign in]]', name: 'sign in', label: undefined }]);
  });

  it('leaves text without a complete marker alone', () => {
    expect(parseMarkers('a [single] [[open only')).toEqual([{ type: 'text', text: 'a [single] [[open only' }]);
    expect(parseMarkers('')).toEqual([]);
  });
});

describe('resolveMarker', () => {
  const cases: [string, string, Expected][] = [
    ['direct', 'delta', direct],
    ['sso', 'hilton', sso],
    ['none', 'tgbk', none],
  ];
  for (const [kind, slug, expected] of cases) {
    it(`resolves every marker for a ${kind} partner (${slug})`, () => {
      const site = siteWith(slug);
      expect(site.settings.enrollmentType).toBe(kind);
      for (const name of markerNames) {
        expect(summary(resolveMarker(site, name)), name).toEqual(expected[name]);
      }
    });
  }

  it('uses the sso join URL copy key for sso partners', () => {
    const { site } = resolveTestSite(
      'hilton',
      {},
      { '*': [{ slug: 'copy', fields: { copy: { 'auth.ssoJoinUrl': '/Login?prompt=join' } } }] },
    );
    expect(resolveMarker(site, 'join')).toMatchObject({ kind: 'link', href: '/Login?prompt=join', urlKey: 'auth.ssoJoinUrl' });
  });

  it('follows the enrollment type a feature flag sets', () => {
    expect(resolveMarker(siteWith('delta', { enrollmentType: 'sso' }), 'signIn')).toMatchObject({ href: '/Login' });
    expect(resolveMarker(siteWith('delta', { enrollmentType: 'none' }), 'signIn').kind).toBe('text');
  });

  it('takes texts and URLs from CMS copy, with placeholders', () => {
    const { site } = resolveTestSite(
      'delta',
      {},
      {
        '*': [
          {
            slug: 'copy',
            fields: {
              copy: {
                'marker.terms.url': 'https://www.delta.example/legal/terms',
                'marker.terms.text': '{partner} terms',
                'marker.partnerPhone.url': 'tel:+18005550199',
                'marker.partnerPhone.text': '1-800-555-0199',
                'activity.disclaimer': 'Paid in {currency}.',
              },
            },
          },
        ],
      },
    );
    expect(summary(resolveMarker(site, 'terms'))).toEqual([
      'link',
      'Delta SkyMiles® Dining terms',
      'https://www.delta.example/legal/terms',
    ]);
    expect(summary(resolveMarker(site, 'partnerPhone'))).toEqual(['link', '1-800-555-0199', 'tel:+18005550199']);
    expect(summary(resolveMarker(site, 'supportPhone'))).toEqual(['link', '1-800-555-0101', 'tel:+18005550101']);
    expect(summary(resolveMarker(site, 'recentActivityDisclaimer'))).toEqual(['disclaimer', 'Paid in miles.']);
  });

  it('shows MISSING SHORT CODE for a partner without a short code, and the code once a flag sets one', () => {
    const tgbk = siteWith('tgbk');
    expect(tgbk.settings.shortCode).toBeNull();
    expect(resolveMarker(tgbk, 'smsShortCode').text).toBe('MISSING SHORT CODE');
    expect(resolveMarker(siteWith('tgbk', { shortCode: '12345' }), 'smsShortCode').text).toBe('12345');
  });
});

describe('siteCopyVars and t()', () => {
  it('add the site origin and support link targets to the partner placeholders', () => {
    const vars = siteCopyVars(siteWith('t-mobile'), { firstName: 'Ann' });
    expect(vars).toMatchObject({
      siteUrl: 'https://dining.t-mobile.example',
      phoneHref: 'tel:+18775550114',
      emailHref: 'https://dining.t-mobile.example/earn/support',
      currency: 'credit',
      'rate.tier0': '2% back in credit',
      'rate.max': '5% back in credit',
      firstName: 'Ann',
    });
    const ownTerms = resolveTestSite(
      'delta',
      {},
      { '*': [{ slug: 'copy', fields: { copy: { 'marker.terms.url': '{siteUrl}/terms' } } }] },
    ).site;
    expect(translator(ownTerms)('marker.terms.url')).toBe('https://dining.delta.example/terms');
  });
});

describe('plainCopy', () => {
  it('fills placeholders and replaces markers by their text, for attributes', () => {
    const delta = siteWith('delta');
    expect(plainCopyText(delta, 'Call [[supportPhone]] or [[signIn|sign in to {program}]], text {shortCode}')).toBe(
      'Call 1-800-555-0101 or sign in to SkyMiles® Dining, text 33582',
    );
    expect(plainCopy(delta, 'auth.signOutOfProgram')).toBe('sign out of SkyMiles® Dining');
    expect(plainCopy(siteWith('tgbk'), 'enroll.smsOptIn')).toContain('STOP to MISSING SHORT CODE');
    expect(plainCopyText(siteWith('tgbk'), 'Text [[smsShortCode]]')).toBe('Text MISSING SHORT CODE');
  });

  it('keeps text as it is (no HTML): the template engine escapes attributes', () => {
    expect(plainCopyText(siteWith('delta'), 'A & B <b>[[home|Home & away]]</b>')).toBe('A & B <b>Home & away</b>');
  });

  it('never expands a marker that arrives through a value', () => {
    expect(plainCopyText(siteWith('delta'), 'Hi {firstName}', { firstName: '[[signIn]]' })).toBe('Hi [[signIn]]');
  });

  it('shows an unknown marker as written and reports it', () => {
    const { warnings, onWarning } = collect();
    expect(plainCopyText(siteWith('delta'), 'Go [[sigIn]] now', {}, { onWarning, source: 'x.key' })).toBe('Go [[sigIn]] now');
    expect(warnings).toEqual([{ partner: 'delta', source: 'x.key', marker: '[[sigIn]]', message: 'unknown marker (shown as written)' }]);
  });

  it('reports an own text on a value marker and ignores it', () => {
    const { warnings, onWarning } = collect();
    expect(plainCopyText(siteWith('delta'), '[[smsShortCode|12]]', {}, { onWarning })).toBe('33582');
    expect(warnings[0]?.message).toContain('own text is ignored');
  });

  it('shows an unknown key as the key and reports it', () => {
    const { warnings, onWarning } = collect();
    expect(plainCopy(siteWith('delta'), 'no.such.key', {}, { onWarning })).toBe('no.such.key');
    expect(warnings[0]?.message).toContain('unknown copy key');
  });
});
