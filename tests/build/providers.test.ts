import { describe, expect, it } from 'vitest';
import { missingProviderKeys, productionProviders, sandboxProviders } from '../../scripts/build/providers.ts';

describe('provider keys of a build', () => {
  it('names the live-key variables a production build lacks', () => {
    const providers = productionProviders({ CAPTCHA_SITE_KEY_VISIBLE: 'visible-key' }, true);
    expect(missingProviderKeys(providers, true).map(({ key, variable }) => ({ key, variable }))).toEqual([
      { key: 'captchaSiteKeyInvisible', variable: 'CAPTCHA_SITE_KEY_INVISIBLE' },
      { key: 'paymentPublishableKey', variable: 'PAYMENT_LIVE_KEY' },
    ]);
  });

  it('names the test-key variables when real sources are built as staging', () => {
    const providers = productionProviders({ PAYMENT_LIVE_KEY: 'pk_live_x' }, false);
    expect(missingProviderKeys(providers, false).map((missing) => missing.variable)).toEqual([
      'CAPTCHA_TEST_SITE_KEY_INVISIBLE',
      'CAPTCHA_TEST_SITE_KEY_VISIBLE',
      'PAYMENT_TEST_KEY',
    ]);
  });

  it('finds nothing missing when every key is set, or against the sandbox', () => {
    const env = { CAPTCHA_SITE_KEY_INVISIBLE: 'a', CAPTCHA_SITE_KEY_VISIBLE: 'b', PAYMENT_LIVE_KEY: 'pk_live_c' };
    expect(missingProviderKeys(productionProviders(env, true), true)).toEqual([]);
    expect(missingProviderKeys(sandboxProviders('http://127.0.0.1:4600', 'http://127.0.0.1:4601'), true)).toEqual([]);
  });
});
