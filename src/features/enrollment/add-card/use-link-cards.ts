// The add-card form's submit, once its rules pass (spec 001 §4, §8): a captcha token, the link call,
// then the outcome. Every card linked hands on to the page (onLinked); some or none linked shows a
// banner with a line per failed card, focused. A failure the form kit shows itself is returned (the
// kit's banner and the opt-in's error): the captcha's, a closed account's (409), or the 400 answer.
import { useEffect, useRef, useState } from 'react';
import type { CardOutcome } from '../../../api/cards.ts';
import { ApiError } from '../../../api/client.ts';
import type { CardRegistrationRequest } from '../../../api/contract/cards.ts';
import { CaptchaError } from '../../../lib/captcha-error.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { BannerType } from '../../../ui/form/ErrorBanner.tsx';
import type { ServerErrorBody } from '../../../ui/form/server-errors.ts';
import { captchaFailureKey, type CaptchaHandle } from '../../../ui/form/use-captcha.ts';
import type { AddCardCopyKey } from '../copy-keys.ts';
import { failureLines, linkResultOf } from './card-results.ts';

export interface Outcome {
  type: BannerType;
  title: string;
  lines: string[];
}

export interface LinkOptions {
  t: CopyReader<AddCardCopyKey>;
  captcha: CaptchaHandle;
  linkWith: (request: CardRegistrationRequest) => Promise<CardOutcome[]>;
  onLinked: (linked: readonly CardOutcome[]) => unknown;
  onPartlyLinked: ((linked: readonly CardOutcome[]) => unknown) | undefined;
  /** The member's cards and the partner's read again after a link that linked some. */
  cardsLinked: () => Promise<unknown>;
  /** The card typed in the frame was linked: the frame starts afresh (spec 001 §4). */
  typedCardLinked: () => void;
}

/** Never settles: the page is leaving, and the form stays busy until it has. */
const leaving = () => new Promise<never>(() => {});

export function useLinkCards(options: LinkOptions) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState(0);
  const outcomeRef = useRef<HTMLElement | null>(null);
  // Focus moves to an outcome once it is drawn.
  useEffect(() => {
    if (shown > 0) outcomeRef.current?.focus();
  }, [shown]);

  /** Links the cards; `typedCard`: the first is the one typed in the frame. */
  const link = async (
    request: Omit<CardRegistrationRequest, 'gRecaptchaResponse'>,
    typedCard: boolean,
  ): Promise<ServerErrorBody | undefined> => {
    const { t, captcha } = options;
    let token: string;
    try {
      token = await captcha.token();
    } catch (error) {
      captcha.reset();
      return { message: t(error instanceof CaptchaError ? captchaFailureKey(error) : 'validation.captcha') };
    }
    let outcomes: CardOutcome[];
    try {
      // None linked answers 400 with the per-card results: that too resolves to the outcomes.
      outcomes = await options.linkWith({ ...request, gRecaptchaResponse: token });
    } catch (error) {
      // 401: the client is on its way to /login; stay busy rather than flash a message.
      if (error instanceof ApiError && error.status === 401) return leaving();
      if (error instanceof ApiError && error.status === 409) return { message: t('addCard.accountClosed') };
      // Anything else (an answer that could not be read among them) is a failure to show.
      throw error;
    } finally {
      captcha.reset();
    }
    const result = linkResultOf(outcomes);
    if (result.kind === 'all') await options.onLinked(result.linked);
    else if (result.kind === 'some') await options.onPartlyLinked?.(result.linked);
    // Still here (the account center, or some linked while joining): the list and the member as
    // they are now; linked partner cards leave the offer with it.
    if (result.kind !== 'none') await options.cardsLinked();
    if (result.kind !== 'all') {
      setOutcome({
        type: result.kind === 'some' ? 'warning' : 'error',
        title: t(result.kind === 'some' ? 'cards.someLinked' : 'cards.noneLinked'),
        lines: failureLines(t, result.failed),
      });
      setShown((count) => count + 1);
    }
    if (typedCard && outcomes[0]?.error === null) options.typedCardLinked();
    return undefined;
  };

  return { outcome, outcomeRef, clearOutcome: () => setOutcome(null), link };
}
