// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaError, captchaMaxNetworkErrors, createCaptcha, type Captcha, type CaptchaOptions } from '../../src/lib/captcha.ts';
import { runInThisContext } from 'node:vm';
import { captchaScript } from '../../scripts/sandbox/standins/captcha-script.ts';
import { installFakeGrecaptcha, removeGrecaptcha, scriptsLoad } from './fake-grecaptcha.ts';

const scriptUrl = 'http://127.0.0.1:4601/recaptcha/api.js';

function options(extra: Partial<CaptchaOptions> = {}): CaptchaOptions {
  const container = document.createElement('div');
  document.body.append(container);
  return { scriptUrl, siteKey: 'inv', container, ...extra };
}

/** load() with the fake's ready() callback run (it is a timer, like the real one). */
async function loadNow(captcha: Captcha): Promise<void> {
  const loaded = captcha.load();
  await vi.advanceTimersByTimeAsync(1); // setTimeout(callback, 0) fires after 1 ms under fake timers
  await loaded;
}

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];

/** Settles a promise now, so a test can look at it without awaiting a rejection it expects. */
function observe<T>(promise: Promise<T>): { settled: () => boolean; value: () => T | undefined; error: () => unknown } {
  let done = false;
  let value: T | undefined;
  let error: unknown;
  promise.then(
    (result) => {
      done = true;
      value = result;
    },
    (reason: unknown) => {
      done = true;
      error = reason;
    },
  );
  return { settled: () => done, value: () => value, error: () => error };
}

vi.setConfig({ testTimeout: 10_000 });

beforeEach(() => {
  vi.useFakeTimers();
  scriptsLoad(true);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  removeGrecaptcha();
});

describe('loading', () => {
  it('adds the provider script once per page, asking for explicit rendering', async () => {
    const first = createCaptcha(options());
    const second = createCaptcha(options());
    void first.load();
    void second.load();
    void first.load();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe(`${scriptUrl}?render=explicit`);
    installFakeGrecaptcha();
    await vi.advanceTimersByTimeAsync(501); // the poll, then grecaptcha.ready(callback)
    expect(first.state).toBe('ready');
    expect(second.state).toBe('ready');
  });

  it('polls every 500 ms until the API is there, then renders one invisible widget with the site key', async () => {
    const captcha = createCaptcha(options({ siteKey: 'site-key-inv' }));
    const ready = observe(captcha.load());
    expect(captcha.state).toBe('loading');
    await vi.advanceTimersByTimeAsync(1200);
    const fake = installFakeGrecaptcha(); // the API arrives between two polls
    await vi.advanceTimersByTimeAsync(299);
    expect(fake.api.render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // the poll at 1500 ms
    await vi.advanceTimersByTimeAsync(1); // grecaptcha.ready(callback)
    expect(fake.api.render).toHaveBeenCalledTimes(1);
    expect(fake.params()).toMatchObject({ sitekey: 'site-key-inv', size: 'invisible' });
    expect(ready.settled()).toBe(true);
    expect(captcha.state).toBe('ready');
  });

  it('says "reCaptcha is not in ready state." when executed before it became ready', async () => {
    const captcha = createCaptcha(options({ readyTimeoutMs: 3000 }));
    const run = observe(captcha.execute());
    await vi.advanceTimersByTimeAsync(3000);
    expect(run.error()).toBeInstanceOf(CaptchaError);
    expect((run.error() as CaptchaError).reason).toBe('notReady');
    expect((run.error() as Error).message).toBe('reCaptcha is not in ready state.');
  });

  it('counts failed script downloads as network errors, retries on the next poll, gives up after 10', async () => {
    scriptsLoad(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // happy-dom reports each failed load
    const captcha = createCaptcha(options());
    const ready = observe(captcha.load());
    await vi.advanceTimersByTimeAsync(500 * (captchaMaxNetworkErrors - 2));
    expect(ready.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(500 * 2);
    expect((ready.error() as CaptchaError).message).toBe('Too many network errors, give up on reCaptcha.');
    expect(captcha.state).toBe('failed');
    await expect(captcha.execute()).rejects.toMatchObject({ reason: 'tooManyErrors' });
  });
});

describe('execute', () => {
  it('resolves with the token from the callback (checked) and keeps it until reset clears it', async () => {
    const fake = installFakeGrecaptcha();
    const captcha = createCaptcha(options());
    await loadNow(captcha);
    const run = captcha.execute();
    await vi.advanceTimersByTimeAsync(50);
    await expect(run).resolves.toBe('token-1');
    expect(captcha.state).toBe('checked');
    expect(captcha.token).toBe('token-1');
    captcha.reset();
    expect(fake.api.reset).toHaveBeenCalledWith(0);
    expect(captcha.token).toBe('');
    expect(captcha.state).toBe('ready');
  });

  it('clears the token when it expires', async () => {
    const fake = installFakeGrecaptcha();
    const captcha = createCaptcha(options());
    await loadNow(captcha);
    const run = captcha.execute();
    await vi.advanceTimersByTimeAsync(50);
    await run;
    fake.params()['expired-callback']();
    expect(captcha.state).toBe('expired');
    expect(captcha.token).toBe('');
  });

  it('times out when the challenge never answers (closed challenge) and resets the widget', async () => {
    const fake = installFakeGrecaptcha();
    fake.answers.push('hang');
    const captcha = createCaptcha(options({ executeTimeoutMs: 5000 }));
    await loadNow(captcha);
    const run = observe(captcha.execute());
    await vi.advanceTimersByTimeAsync(4999);
    expect(run.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((run.error() as CaptchaError).reason).toBe('timeout');
    expect(fake.api.reset).toHaveBeenCalledTimes(1);
    // The next execute starts clean and works.
    const again = captcha.execute();
    await vi.advanceTimersByTimeAsync(50);
    await expect(again).resolves.toBe('token-1');
  });

  it('counts error callbacks as network errors and gives up after 10 with the spec message', async () => {
    const fake = installFakeGrecaptcha();
    fake.answers.push(...Array.from({ length: captchaMaxNetworkErrors }, () => 'error' as const));
    const captcha = createCaptcha(options());
    await loadNow(captcha);
    for (let attempt = 1; attempt < captchaMaxNetworkErrors; attempt++) {
      const run = observe(captcha.execute());
      await vi.advanceTimersByTimeAsync(50);
      expect((run.error() as CaptchaError).reason).toBe('error');
      expect(captcha.state).toBe('ready'); // reset after the failure: ready for another try
    }
    const last = observe(captcha.execute());
    await vi.advanceTimersByTimeAsync(50);
    expect((last.error() as CaptchaError).message).toBe('Too many network errors, give up on reCaptcha.');
    expect(captcha.state).toBe('failed');
    fake.api.execute.mockClear();
    await expect(captcha.execute()).rejects.toMatchObject({ reason: 'tooManyErrors' });
    expect(fake.api.execute).not.toHaveBeenCalled();
  });
});

describe('against the sandbox stand-in script', () => {
  const tokenUrl = 'http://127.0.0.1:4601/recaptcha/api/token';

  /** The stand-in's token call, answered here: a fresh token per call, or a failure. */
  function stubTokens(answer: 'token' | 'down' = 'token') {
    let issued = 0;
    const fetchToken = vi.fn((url: string, init?: RequestInit) =>
      Promise.resolve(
        answer === 'down'
          ? new Response('{}', { status: 503 })
          : Response.json({ token: `sbx2.${init?.body as string}.${url === tokenUrl ? ++issued : 'wrong-url'}` }),
      ),
    );
    vi.stubGlobal('fetch', fetchToken);
    return fetchToken;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders, and each execute fetches a fresh token from the stand-in for the script’s grant', async () => {
    vi.useRealTimers();
    const fetchToken = stubTokens();
    // Run the stand-in's own code, as the browser would after loading ${standinOrigin}/recaptcha/api.js.
    runInThisContext(captchaScript('grant123', tokenUrl));
    const captcha = createCaptcha(options());
    await captcha.load();
    expect(document.querySelector('textarea[name="g-recaptcha-response"]')).not.toBeNull();
    const token = await captcha.execute();
    expect(token).toBe('sbx2.grant123.1');
    expect(captcha.state).toBe('checked');
    captcha.reset();
    const second = await captcha.execute();
    expect(second).toBe('sbx2.grant123.2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('reports a failed token fetch as an error, not a token', async () => {
    vi.useRealTimers();
    stubTokens('down');
    runInThisContext(captchaScript('grant123', tokenUrl));
    const captcha = createCaptcha(options());
    await captcha.load();
    await expect(captcha.execute()).rejects.toMatchObject({ reason: 'error' });
  });

  it("reports the stand-in's error site key as an error, not a token", async () => {
    vi.useRealTimers();
    runInThisContext(captchaScript('grant123', tokenUrl));
    const captcha = createCaptcha(options({ siteKey: 'sandbox-error' }));
    await captcha.load();
    await expect(captcha.execute()).rejects.toMatchObject({ reason: 'error' });
  });
});
