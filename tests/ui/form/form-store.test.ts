// @vitest-environment happy-dom
// The kit's form store on its own: what a field shows and when it is checked, kept values for
// controls, and what a submit hands on.
import { describe, expect, it, vi } from 'vitest';
import { FormStore } from '../../../src/ui/form/form-store.ts';
import { required, satisfies } from '../../../src/ui/form/rules.ts';

interface Values {
  email: string;
  address: { zipCode: string };
  optIn: boolean;
  cuisines: string[];
}

const defaults: Values = { email: '', address: { zipCode: '' }, optIn: true, cuisines: ['thai'] };
const rules = {
  email: required('Email is required.'),
  'address.zipCode': satisfies((zip) => /^\d{5}$/.test(zip), 'Five digits.'),
};

function input(type = 'text', value = ''): HTMLInputElement {
  const element = document.createElement('input');
  element.type = type;
  element.value = value;
  document.body.append(element);
  return element;
}

function typeInto(store: FormStore<Values>, name: string, element: HTMLInputElement, value: string) {
  element.value = value;
  store.register(name).onChange({ target: element });
}

describe('form store', () => {
  it('writes its values into the controls that register, nested names included', () => {
    const store = new FormStore<Values>(defaults, rules);
    const zip = input();
    const optIn = input('checkbox');
    store.register('address.zipCode').ref(zip);
    store.register('optIn').ref(optIn);
    expect(optIn.checked).toBe(true);
    store.setValue('address.zipCode', '02108');
    expect(zip.value).toBe('02108');
    expect(store.getValues()).toEqual({ ...defaults, address: { zipCode: '02108' } });
    expect(defaults.address.zipCode).toBe('');
  });

  it('checks a field when it is left, not while it is first typed, then on every change', () => {
    const store = new FormStore<Values>(defaults, rules);
    const zip = input();
    store.register('address.zipCode').ref(zip);
    typeInto(store, 'address.zipCode', zip, '021');
    expect(store.errorOf('address.zipCode')).toBeUndefined();
    store.register('address.zipCode').onBlur();
    expect(store.errorOf('address.zipCode')?.message).toBe('Five digits.');
    typeInto(store, 'address.zipCode', zip, '02108');
    expect(store.errorOf('address.zipCode')).toBeUndefined();
  });

  it('reads a group of boxes as the list of ticked values', () => {
    const store = new FormStore<Values>(defaults, {});
    const [thai, sushi] = [input('checkbox'), input('checkbox')];
    thai.value = 'thai';
    sushi.value = 'sushi';
    store.register('cuisines').ref(thai);
    store.register('cuisines').ref(sushi);
    expect([thai.checked, sushi.checked]).toEqual([true, false]);
    sushi.checked = true;
    store.register('cuisines').onChange({ target: sushi });
    expect(store.getValues('cuisines')).toEqual(['thai', 'sushi']);
  });

  it('submits only valid values, and a new submit replaces a server error', async () => {
    const store = new FormStore<Values>(defaults, rules);
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    await store.submit(onValid, onInvalid);
    expect(onInvalid).toHaveBeenCalledWith([{ name: 'email', message: 'Email is required.' }]);
    expect(onValid).not.toHaveBeenCalled();

    store.setValue('email', 'a@b.co');
    store.setError('email', { type: 'server', message: 'This email is already in use.' });
    expect(store.getFieldState('email').error?.type).toBe('server');
    await store.submit(onValid, onInvalid);
    expect(store.errorOf('email')).toBeUndefined();
    expect(onValid).toHaveBeenCalledWith({ ...defaults, email: 'a@b.co' });
  });

  it('counts as submitting while the submit handler runs', async () => {
    const store = new FormStore<Values>({ ...defaults, email: 'a@b.co' }, rules);
    let seen = false;
    await store.submit(() => {
      seen = store.isSubmitting;
    }, vi.fn());
    expect(seen).toBe(true);
    expect(store.isSubmitting).toBe(false);
  });
});
