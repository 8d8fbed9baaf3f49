// Third-party providers per build (CONTRACTS §2): a build against the bundled sandbox uses its
// stand-ins; a build against real sources uses production providers unless an env var overrides.
import type { Providers } from '../../src/site/types.ts';

type Env = Record<string, string | undefined>;

export function sandboxProviders(sandboxUrl: string, standinOrigin: string, env: Env = {}): Providers {
  return withOverrides(
    {
      captchaScriptUrl: `${standinOrigin}/recaptcha/api.js`,
      captchaSiteKeyInvisible: 'sandbox-invisible-key',
      captchaSiteKeyVisible: 'sandbox-visible-key',
      cardFrameUrl: `${standinOrigin}/card-frame`,
      mapTileUrl: `${standinOrigin}/tiles/{z}/{x}/{y}.png`,
      surveyFormUrl: `${standinOrigin}/survey-form`,
      paymentScriptUrl: `${standinOrigin}/payment.js`,
      paymentPublishableKey: 'pk_test_sandbox',
      imageOrigin: sandboxUrl,
    },
    env,
  );
}

type KeyName = 'captchaSiteKeyInvisible' | 'captchaSiteKeyVisible' | 'paymentPublishableKey';

/** The keys a build takes from the environment: live in production, test otherwise (spec 000 §7). */
const keys: Record<KeyName, { live: string; test: string; what: string }> = {
  captchaSiteKeyInvisible: {
    live: 'CAPTCHA_SITE_KEY_INVISIBLE',
    test: 'CAPTCHA_TEST_SITE_KEY_INVISIBLE',
    what: 'invisible captcha site key',
  },
  captchaSiteKeyVisible: { live: 'CAPTCHA_SITE_KEY_VISIBLE', test: 'CAPTCHA_TEST_SITE_KEY_VISIBLE', what: 'visible captcha site key' },
  paymentPublishableKey: { live: 'PAYMENT_LIVE_KEY', test: 'PAYMENT_TEST_KEY', what: "card-payment provider's key" },
};

const variableOf = (key: KeyName, production: boolean) => (production ? keys[key].live : keys[key].test);

export function productionProviders(env: Env, production: boolean): Providers {
  const key = (name: KeyName) => env[variableOf(name, production)] ?? '';
  return withOverrides(
    {
      captchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
      captchaSiteKeyInvisible: key('captchaSiteKeyInvisible'),
      captchaSiteKeyVisible: key('captchaSiteKeyVisible'),
      cardFrameUrl: 'https://secure-card-entry.dining-rewards.example/frame',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      surveyFormUrl: 'https://forms.dining-rewards.example/survey',
      paymentScriptUrl: 'https://js.stripe.com/v3/',
      paymentPublishableKey: key('paymentPublishableKey'),
      imageOrigin: env['IMAGE_ORIGIN'] ?? 'https://images.dining-rewards.example',
    },
    env,
  );
}

export interface MissingKey {
  key: KeyName;
  /** The environment variable that would have supplied it. */
  variable: string;
  /** What it is, for a warning line. */
  what: string;
}

/** The captcha and payment keys `providers` lacks (only real sources can lack them: the sandbox has its own). */
export function missingProviderKeys(providers: Providers, production: boolean): MissingKey[] {
  return (Object.keys(keys) as KeyName[])
    .filter((key) => !providers[key])
    .map((key) => ({ key, variable: variableOf(key, production), what: keys[key].what }));
}

const overrides: Record<string, keyof Providers> = {
  CAPTCHA_SCRIPT_URL: 'captchaScriptUrl',
  CARD_FRAME_URL: 'cardFrameUrl',
  MAP_TILE_URL: 'mapTileUrl',
  SURVEY_FORM_URL: 'surveyFormUrl',
  PAYMENT_SCRIPT_URL: 'paymentScriptUrl',
};

function withOverrides(providers: Providers, env: Env): Providers {
  const result = { ...providers };
  for (const [variable, key] of Object.entries(overrides)) {
    const value = env[variable];
    if (value) result[key] = value;
  }
  return result;
}
