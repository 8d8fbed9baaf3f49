// The add-card form, one component for joining (step 2), the account center and re-enrollment
// (spec 001 §2 "Add-card form", §4 "Adding cards", §5, §8): the secure card-entry frame, the
// partner-card picker when the partner loads cards (cards already on the member left out), the
// 12-card cap, the required opt-in, the invisible captcha, and the outcome per card.
// Submit stays unavailable (aria-disabled) without a card or the opt-in and while sending; pressing
// it then says what is missing instead of sending. The member must be signed in: the card list call
// sends a signed-out visitor to /login (which keeps the way back). The member's cards and the
// partner's come through swr (hooks/cards.ts); a link that linked a card reads the list and the
// member again.
// It follows the form kit's rules (errors on blur and on submit, the first problem focused, a polite
// "N errors" announcement, server field errors on their field and the rest in the banner) with plain
// React state and the kit's parts: a checkbox and a card field do not need react-hook-form and zod,
// and leaving them out keeps the page within its JavaScript budget.
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { CardFace, CardOutcome } from '../../../api/cards.ts';
import { ApiError } from '../../../api/client.ts';
import type { CardRegistrationRequest, CardType } from '../../../api/contract/cards.ts';
import { useCardChanges } from '../../../api/hooks/cards.ts';
import { brandList } from '../../../lib/card-number.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { errorAnnouncement } from '../../../ui/form/announcement.ts';
import { ErrorBanner, type BannerType } from '../../../ui/form/ErrorBanner.tsx';
import { FieldError } from '../../../ui/form/FieldError.tsx';
import { FormKitContext } from '../../../ui/form/form-context.ts';
import type { FormKitCopy } from '../../../ui/form/form-kit-copy.ts';
import { LiveRegion, useAnnouncement } from '../../../ui/form/LiveRegion.tsx';
import { RequiredLegend } from '../../../ui/form/RequiredLegend.tsx';
import { RequiredMarker } from '../../../ui/form/RequiredMarker.tsx';
import { placeServerErrors, serverErrorsOf } from '../../../ui/form/server-errors.ts';
import { useHydrated } from '../../../ui/form/use-hydrated.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import * as formCss from '../../../ui/form/form.css.ts';
import { CaptchaError } from '../../../lib/captcha.ts';
import { captchaFailureKey, useCaptcha } from '../../../ui/form/use-captcha.ts';
import type { AddCardCopyKey } from '../copy-keys.ts';
import * as css from '../enrollment.css.ts';
import { cardName, failureLines, linkResultOf } from './card-results.ts';
import { CardFrameField } from './CardFrameField.tsx';
import { FormActions } from './FormActions.tsx';
import type { EnteredCard } from './frame-messages.ts';
import { PartnerCardPicker } from './PartnerCardPicker.tsx';
import { useCardFrame } from './use-card-frame.ts';
import { useOfferedCards } from './use-offered-cards.ts';

/** Spec 001 §9: selectable cards in one submission, a manual card included. */
export const maxSelectedCards = 12;

/** The opt-in's field name, as the backend names it in its 400 field errors. */
const optInField = 'directFileFeedOptIn';

export interface AddCardFormProps {
  copy: Record<AddCardCopyKey, string>;
  kitCopy: FormKitCopy;
  cardTypesAccepted: readonly CardType[];
  hasPartnerLoadedCards: boolean;
  /** Every card asked for was linked (in request order). The form stays busy while a returned
   *  promise runs; afterwards it clears itself for the next card. */
  onLinked: (linked: readonly CardOutcome[]) => unknown;
  /** Some of the cards were linked and the others are listed as failed (the account center refreshes
   *  its list). Awaited like onLinked. */
  onPartlyLinked?: (linked: readonly CardOutcome[]) => unknown;
  /** The Cancel link ("No, thanks" when joining, "Sign in later" in re-enrollment). */
  cancel?: { label: string; href: string };
  /** The call that links, answering the per-card outcomes (default POST /api/Member/Cards;
   *  re-enrollment passes its own). */
  linkWith?: (request: CardRegistrationRequest) => Promise<CardOutcome[]>;
  /** The member's cards when the caller has them already (else the form asks). */
  memberCards?: readonly CardFace[];
  /** Default: the build's providers.cardFrameUrl (the runtime config). */
  frameUrl?: string;
  submitLabel?: string;
  /** Level of the banners' headings, under the heading that introduces the form. */
  headingLevel?: 2 | 3 | 4;
}

interface Outcome {
  type: BannerType;
  title: string;
  lines: string[];
}

type FocusTarget = 'card' | 'optIn' | 'banner' | 'outcome';

export function AddCardForm(props: AddCardFormProps) {
  const { copy, kitCopy, cardTypesAccepted, hasPartnerLoadedCards, onLinked, onPartlyLinked, cancel, frameUrl, headingLevel = 2 } = props;
  const t = useMemo(() => copyReader(copy), [copy]);
  const hydrated = useHydrated();
  const kit = useMemo(() => ({ copy: kitCopy, hydrated }), [kitCopy, hydrated]);
  const [card, setCard] = useState<EnteredCard | null>(null);
  const changes = useCardChanges();
  const linkWith = props.linkWith ?? changes.linkCards;
  const offered = useOfferedCards(props.memberCards, hasPartnerLoadedCards);
  const [picked, setPicked] = useState<string[]>([]);
  const [optedIn, setOptedIn] = useState(false);
  const [optInChecked, setOptInChecked] = useState(false);
  const [optInServerError, setOptInServerError] = useState<string | null>(null);
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [announcement, announce] = useAnnouncement();
  const frame = useCardFrame(cardTypesAccepted, { onCard: setCard, onCleared: () => setCard(null) }, frameUrl);
  const captcha = useCaptcha();
  const optInRef = useRef<HTMLInputElement>(null);
  const bannerRef = useRef<HTMLElement | null>(null);
  const outcomeRef = useRef<HTMLElement | null>(null);
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const ids = useId();

  // Focus moves once what it moves to is drawn (the banners appear with the same update).
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'optIn') optInRef.current?.focus();
    else if (target === 'banner') bannerRef.current?.focus();
    else if (target === 'outcome') outcomeRef.current?.focus();
    else if (target === 'card') {
      const box = pickerRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)');
      if (box) box.focus();
      else {
        frame.iframeRef.current?.focus();
        frame.send('focus');
      }
    }
  });

  const offeredNow = offered ?? [];
  const pickedNow = picked.filter((id) => offeredNow.some((offer) => offer.partnerCardId === id));
  const selectedCount = pickedNow.length + (card ? 1 : 0);
  const hasCard = selectedCount > 0;
  const atCap = selectedCount >= maxSelectedCards;
  const ready = hasCard && optedIn && selectedCount <= maxSelectedCards;
  const optInError = optInServerError ?? (optInChecked && !optedIn ? t('validation.termsNotAccepted') : null);
  const noCardMessage = offeredNow.length > 0 ? t('addCard.selectOrEnter') : t('validation.cardNumberEmpty');

  /** Says what is missing: the card first (it comes first on the page), then the opt-in. */
  const refuse = () => {
    const problems: { target: FocusTarget; message: string }[] = [];
    if (!hasCard) {
      setCardProblem(noCardMessage);
      // The frame shows its own "Please enter your credit card number." too.
      frame.send('validate');
      problems.push({ target: 'card', message: noCardMessage });
    }
    if (!optedIn) {
      setOptInChecked(true);
      problems.push({ target: 'optIn', message: t('validation.termsNotAccepted') });
    }
    if (selectedCount > maxSelectedCards)
      problems.push({ target: 'card', message: t('cards.maxSelected', { count: maxSelectedCards, max: maxSelectedCards }) });
    const first = problems[0];
    if (!first) return false;
    pendingFocus.current = first.target;
    announce(errorAnnouncement(kitCopy, problems.length, first.message));
    return true;
  };

  /** A failed submit's messages: the opt-in's on its checkbox, everything else in the banner. */
  const fail = (failure: unknown) => {
    const errors = serverErrorsOf(failure) ?? { fields: [], message: kitCopy.serverError };
    const placed = placeServerErrors(errors, (name) => name === optInField);
    const onOptIn = placed.onFields[0];
    if (onOptIn) setOptInServerError(onOptIn.message);
    setBanner(placed.inBanner);
    pendingFocus.current = onOptIn ? 'optIn' : 'banner';
    announce(errorAnnouncement(kitCopy, placed.onFields.length + placed.inBanner.length, onOptIn?.message ?? placed.inBanner[0]));
  };

  const link = async (): Promise<'done' | 'leaving'> => {
    let token: string;
    try {
      token = await captcha.token();
    } catch (error) {
      captcha.reset();
      fail({ message: t(error instanceof CaptchaError ? captchaFailureKey(error) : 'validation.captcha') });
      return 'done';
    }
    // The card typed in the frame is creditCards[0] (spec 001 §3); a picked partner card goes as the
    // spec's form keys creditCards.N.cardId, .cardType and .lastFour, so re-enrollment keeps it when
    // it drops the entries without a last four.
    const creditCards: CardRegistrationRequest['creditCards'] = [
      ...(card ? [card] : []),
      ...pickedNow.flatMap((partnerCardId) => {
        const offer = offeredNow.find((candidate) => candidate.partnerCardId === partnerCardId);
        return offer ? [{ cardId: partnerCardId, cardType: offer.cardType, lastFour: offer.lastFour }] : [];
      }),
    ];
    let outcomes: CardOutcome[];
    try {
      // None linked answers 400 with the per-card results: that too resolves to the outcomes.
      outcomes = await linkWith({ creditCards, directFileFeedOptIn: true, gRecaptchaResponse: token });
    } catch (error) {
      // 401: the client is on its way to /login; stay busy rather than flash a message.
      if (error instanceof ApiError && error.status === 401) return 'leaving';
      if (error instanceof ApiError && error.status === 409) {
        fail({ message: t('addCard.accountClosed') });
        return 'done';
      }
      // Anything else (an answer that could not be read among them) is a failure to show.
      fail(error);
      return 'done';
    } finally {
      captcha.reset();
    }
    const result = linkResultOf(outcomes);
    announce('');
    if (result.kind === 'all') await onLinked(result.linked);
    else if (result.kind === 'some') await onPartlyLinked?.(result.linked);
    // Still here (the account center, or some linked while joining): the list and the member as
    // they are now; linked partner cards leave the offer with it.
    if (result.kind !== 'none') await changes.cardsLinked();
    if (result.kind !== 'all') {
      setOutcome({
        type: result.kind === 'some' ? 'warning' : 'error',
        title: t(result.kind === 'some' ? 'cards.someLinked' : 'cards.noneLinked'),
        lines: failureLines(t, result.failed),
      });
      pendingFocus.current = 'outcome';
    }
    // The frame starts afresh for a card it linked (spec 001 §4).
    if (card && outcomes[0]?.error === null) {
      frame.send('reset');
      setCard(null);
    }
    return 'done';
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !hydrated) return;
    setBanner([]);
    setOutcome(null);
    if (refuse()) return;
    setSending(true);
    announce(kitCopy.submitting);
    if ((await link()) === 'done') setSending(false);
  };

  const togglePartnerCard = (id: string, on: boolean) => {
    setPicked((current) => (on ? [...current.filter((value) => value !== id), id] : current.filter((value) => value !== id)));
  };

  const optInId = `${ids}optin`;
  const optInErrorId = `${ids}optinerror`;
  const capId = `${ids}cap`;
  return (
    <FormKitContext.Provider value={kit}>
      <form className={formCss.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={css.stack} onFocus={captcha.warm}>
          {banner.length > 0 && (
            <ErrorBanner
              type="error"
              title={kitCopy.errorBannerTitle}
              messages={banner}
              headingLevel={headingLevel}
              live={false}
              focusRef={bannerRef}
            />
          )}
          {outcome && (
            <ErrorBanner
              type={outcome.type}
              title={outcome.title}
              messages={outcome.lines}
              headingLevel={headingLevel}
              live={false}
              focusRef={outcomeRef}
            />
          )}
          <RequiredLegend />
          {hasPartnerLoadedCards && offered === null && <Spinner size={40} message={t('cards.loadingPartnerCards')} />}
          {offeredNow.length > 0 && (
            <PartnerCardPicker
              ref={pickerRef}
              cards={offeredNow}
              selected={pickedNow}
              atCap={atCap}
              legend={t('addCard.partnerCards')}
              hint={t('addCard.partnerCardsHint')}
              // Without a description, the brand names it.
              labelOf={(offer) => t('addCard.cardEnding', { description: offer.description || cardName(offer), lastFour: offer.lastFour })}
              describedBy={capId}
              onToggle={togglePartnerCard}
            />
          )}
          <div className={css.section}>
            {offeredNow.length > 0 && <p className={css.sectionTitle}>{t('addCard.manualCard')}</p>}
            <CardFrameField
              frame={frame}
              title={t('addCard.frameTitle')}
              // Gone as soon as there is a card to send.
              problem={hasCard ? null : cardProblem}
              problemId={`${ids}card`}
              copy={{
                failed: t('cards.frameFailed'),
                loadError: t('cards.frameLoadError'),
                retry: t('addCard.retry'),
                acceptedBrands: t('addCard.acceptedBrands', { brands: brandList(cardTypesAccepted) }),
              }}
            />
          </div>
          <div id={capId} role="status" className={css.status}>
            {atCap && (
              <ErrorBanner
                type="warning"
                messages={[t('cards.maxSelected', { count: maxSelectedCards, max: maxSelectedCards })]}
                live={false}
              />
            )}
          </div>
          <div className={formCss.field}>
            <div className={formCss.checkboxRow}>
              <input
                ref={optInRef}
                id={optInId}
                name={optInField}
                type="checkbox"
                className={formCss.checkbox}
                required
                checked={optedIn}
                aria-invalid={optInError ? true : undefined}
                aria-describedby={optInError ? optInErrorId : undefined}
                onChange={(event) => {
                  setOptedIn(event.target.checked);
                  setOptInServerError(null);
                }}
                // Its rule shows once the member has been to it (spec 001 §5 "Validation mode is on blur").
                onBlur={() => setOptInChecked(true)}
              />
              <label className={formCss.checkboxLabel} htmlFor={optInId}>
                {t('cards.optIn')}
                <RequiredMarker />
              </label>
            </div>
            <FieldError id={optInErrorId} message={optInError ?? undefined} />
          </div>
          <div ref={captcha.containerRef} />
          <FormActions
            submitLabel={props.submitLabel ?? t('cards.add')}
            disabled={!hydrated || sending}
            unavailable={!ready}
            sending={sending}
            doNotRefresh={t('cards.doNotRefresh')}
            cancel={cancel}
          />
        </div>
      </form>
      <LiveRegion text={announcement} />
    </FormKitContext.Provider>
  );
}
