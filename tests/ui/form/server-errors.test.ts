// A failed call's answer → field errors and banner messages (docs/api.md "Conventions": 400
// { errors: { "<field>": [...] }, message }, nested fields dotted).
import { describe, expect, it } from 'vitest';
import { placeServerErrors, serverErrorsOf } from '../../../src/ui/form/server-errors.ts';

const body = {
  errors: {
    email: ['This email is already in use.'],
    'address.zipCode': ['Zip code is required.', 'This ZIP code is not located in the U.S.'],
  },
  message: 'We could not process your request. Please check the form for errors.',
};

describe('serverErrorsOf', () => {
  it('reads the sandbox 400 body: one line per field, nested names kept dotted', () => {
    expect(serverErrorsOf(body)).toEqual({
      fields: [
        { name: 'email', message: 'This email is already in use.' },
        { name: 'address.zipCode', message: 'Zip code is required. This ZIP code is not located in the U.S.' },
      ],
      message: 'We could not process your request. Please check the form for errors.',
    });
  });

  it('reads the body an error carries (the api client\u2019s ApiError)', () => {
    const error = Object.assign(new Error('Bad Request'), { status: 400, body });
    expect(serverErrorsOf(error)?.fields.map((field) => field.name)).toEqual(['email', 'address.zipCode']);
  });

  it('takes a message alone, or a single string where a list is expected', () => {
    expect(serverErrorsOf({ message: 'Unknown partner "acme".' })).toEqual({ fields: [], message: 'Unknown partner "acme".' });
    expect(serverErrorsOf({ errors: { email: 'Invalid.' } })).toEqual({
      fields: [{ name: 'email', message: 'Invalid.' }],
      message: undefined,
    });
  });

  it('is undefined for anything that is not a readable failure', () => {
    for (const value of [
      undefined,
      null,
      '',
      '<html>502</html>',
      42,
      [],
      {},
      { ok: true },
      { errors: {} },
      { errors: { email: [] } },
      { message: '  ' },
      new Error('offline'),
    ]) {
      expect(serverErrorsOf(value)).toBeUndefined();
    }
    expect(serverErrorsOf(Object.assign(new Error('Bad Gateway'), { status: 502, body: '<html>' }))).toBeUndefined();
  });

  it('drops entries that are not text', () => {
    expect(serverErrorsOf({ errors: { email: [null, 3, 'Invalid.'], phone: [{}] } })?.fields).toEqual([
      { name: 'email', message: 'Invalid.' },
    ]);
  });
});

describe('placeServerErrors', () => {
  const onForm = new Set(['email', 'address.zipCode']);

  it('puts errors of the form\u2019s fields on them; the message and other fields\u2019 errors in the banner', () => {
    const errors = serverErrorsOf({
      ...body,
      errors: { ...body.errors, gRecaptchaResponse: ['You must complete the reCAPTCHA to continue.'] },
    });
    expect(errors && placeServerErrors(errors, (name) => onForm.has(name))).toEqual({
      onFields: [
        { name: 'email', message: 'This email is already in use.' },
        { name: 'address.zipCode', message: 'Zip code is required. This ZIP code is not located in the U.S.' },
      ],
      inBanner: ['We could not process your request. Please check the form for errors.', 'You must complete the reCAPTCHA to continue.'],
    });
  });

  it('does not repeat a banner line', () => {
    const captcha = 'You must complete the reCAPTCHA to continue.';
    expect(
      placeServerErrors({ fields: [{ name: 'gRecaptchaResponse', message: captcha }], message: captcha }, () => false).inBanner,
    ).toEqual([captcha]);
  });
});
