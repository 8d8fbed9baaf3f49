import { describe, expect, it } from 'vitest';
import { maxLength, minLength, required, rulesResolver, satisfies, type Rules } from '../../../src/ui/form/rules.ts';

interface Values {
  email: string;
  password: string;
  passwordConfirm: string;
  terms: boolean;
  cards: string[];
  address: { zipCode: string };
}

const valid: Values = {
  email: 'a@b.co',
  password: 'Password1',
  passwordConfirm: 'Password1',
  terms: true,
  cards: ['1'],
  address: { zipCode: '02108' },
};

const rules: Rules<Values> = {
  email: [required('Email is required.'), maxLength(10, 'Too long.'), satisfies((v) => v.includes('@'), 'Not an email.')],
  password: [required('Password is required.'), minLength(8, 'Too short.')],
  passwordConfirm: (value, values) => (value === values.password ? undefined : 'Passwords do not match.'),
  terms: required('Accept the terms.'),
  cards: required('Pick a card.'),
  'address.zipCode': [required('ZIP is required.'), satisfies((v) => /^\d{5}$/.test(v), 'Five digits.')],
};

const resolve = (values: Values) => rulesResolver(rules)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('rulesResolver', () => {
  it('passes valid values through unchanged', async () => {
    expect(await resolve(valid)).toEqual({ values: valid, errors: {} });
  });

  it('answers the first failing rule of each field, nested by dotted name', async () => {
    const result = await resolve({
      ...valid,
      email: '  ',
      password: 'short',
      passwordConfirm: 'x',
      terms: false,
      cards: [],
      address: { zipCode: '2108' },
    });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: 'rule', message: 'Email is required.' },
      password: { type: 'rule', message: 'Too short.' },
      passwordConfirm: { type: 'rule', message: 'Passwords do not match.' },
      terms: { type: 'rule', message: 'Accept the terms.' },
      cards: { type: 'rule', message: 'Pick a card.' },
      address: { zipCode: { type: 'rule', message: 'Five digits.' } },
    });
  });

  it('checks length and patterns on the trimmed value, and lets empty optional values pass', async () => {
    expect((await resolve({ ...valid, email: ' a@b.co ' })).errors).toEqual({});
    expect((await resolve({ ...valid, email: 'abcdef@ghijk.com' })).errors).toEqual({ email: { type: 'rule', message: 'Too long.' } });
    expect((await resolve({ ...valid, email: 'abc' })).errors).toEqual({ email: { type: 'rule', message: 'Not an email.' } });
    expect(satisfies(() => false, 'never')('', {})).toBeUndefined();
    expect(minLength(8, 'short')('', {})).toBeUndefined();
  });
});
