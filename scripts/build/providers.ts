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

export function productionProviders(env: Env, production: boolean): Providers {
  return withOverrides(
    {
      captchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
      captchaSiteKeyInvisible: (production ? env['CAPTCHA_SITE_KEY_INVISIBLE'] : env['CAPTCHA_TEST_SITE_KEY_INVISIBLE']) ?? '',
      captchaSiteKeyVisible: (production ? env['CAPTCHA_SITE_KEY_VISIBLE'] : env['CAPTCHA_TEST_SITE_KEY_VISIBLE']) ?? '',
      cardFrameUrl: 'https://secure-card-entry.dining-rewards.example/frame',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      surveyFormUrl: 'https://forms.dining-rewards.example/survey',
      paymentScriptUrl: 'https://js.stripe.com/v3/',
      // Live key in production, test key otherwise (spec 000 §7).
      paymentPublishableKey: (production ? env['PAYMENT_LIVE_KEY'] : env['PAYMENT_TEST_KEY']) ?? '',
      imageOrigin: env['IMAGE_ORIGIN'] ?? 'https://images.dining-rewards.example',
    },
    env,
  );
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
