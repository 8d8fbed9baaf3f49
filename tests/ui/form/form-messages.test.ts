// @vitest-environment happy-dom
// The kit's message rules: "This field is required." for a field left empty (spec 000 §5), the announcement "N errors: first", and flat dotted names for nested errors.
import { describe, expect, it } from 'vitest';
import { copyDefaults } from '../../../src/site/copy-table.ts';
import { errorAnnouncement, errorCountText } from '../../../src/ui/form/announcement.ts';
import { formKitCopyFrom, formKitCopyKeys } from '../../../src/ui/form/form-kit-copy.ts';
import { required } from '../../../src/ui/form/rules.ts';

const copy = formKitCopyFrom((key) => copyDefaults[key]);

describe('kit copy', () => {
  it('has a default in the copy table for every key', () => {
    for (const key of Object.values(formKitCopyKeys)) expect(copyDefaults[key]).toBeTruthy();
    expect(copy).toMatchObject({
      required: 'This field is required.',
      requiredMarker: '(required)',
      requiredLegend: '* Required field',
      loading: 'Do not refresh, loading more content.',
    });
  });
});

describe('required', () => {
  it('asks for a value with copy form.required: spaces alone, an unticked box or an empty list do not count', () => {
    const rule = required(copy.required);
    for (const empty of ['', '   ', false, [], undefined, null]) expect(rule(empty, {})).toBe(copy.required);
    for (const given of [' Ann ', true, ['sms']]) expect(rule(given, {})).toBeUndefined();
  });

  it('keeps a custom message', () => {
    expect(required('Accept the terms.')(false, {})).toBe('Accept the terms.');
  });
});

describe('announcement', () => {
  it('counts errors in the copy\u2019s words and names the first', () => {
    expect(errorCountText(copy, 1)).toBe('1 error');
    expect(errorCountText(copy, 3)).toBe('3 errors');
    expect(errorAnnouncement(copy, 2, copy.required)).toBe('2 errors: This field is required.');
    expect(errorAnnouncement({ errorCount: '{count} erreurs', errorCountOne: '{count} erreur' }, 1, undefined)).toBe('1 erreur');
  });
});
