import { describe, expect, it } from 'vitest';
import { maxLength, minLength, required, validate, satisfies, type Rules } from '../../../src/ui/form/rules.ts';

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

describe('validate', () => {
  it('answers no errors for valid values', () => {
    expect(validate(rules, valid)).toEqual({});
  });

  it('answers the first failing rule of each field, by dotted name', () => {
    const result = validate(rules, {
      ...valid,
      email: '  ',
      password: 'short',
      passwordConfirm: 'x',
      terms: false,
      cards: [],
      address: { zipCode: '2108' },
    });
    expect(result).toEqual({
      email: 'Email is required.',
      password: 'Too short.',
      passwordConfirm: 'Passwords do not match.',
      terms: 'Accept the terms.',
      cards: 'Pick a card.',
      'address.zipCode': 'Five digits.',
    });
  });

  it('checks length and patterns on the trimmed value, and lets empty optional values pass', () => {
    expect(validate(rules, { ...valid, email: ' a@b.co ' })).toEqual({});
    expect(validate(rules, { ...valid, email: 'abcdef@ghijk.com' })).toEqual({ email: 'Too long.' });
    expect(validate(rules, { ...valid, email: 'abc' })).toEqual({ email: 'Not an email.' });
    expect(satisfies(() => false, 'never')('', {})).toBeUndefined();
    expect(minLength(8, 'short')('', {})).toBeUndefined();
  });
});
