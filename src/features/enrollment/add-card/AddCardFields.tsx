// The add-card form's fields, inside the kit's <Form> (spec 001 §2, §5): the outcome of the last
// link, the partner-card picker, the secure card frame with why linking is safe beside it, the
// 12-card cap warning, the required opt-in, the captcha's place and the actions. Submit shows as unavailable (aria-disabled) without a
// card or the opt-in; pressing it then says what is missing (the rules, add-card-rules.ts).
import { useCallback, useId, useRef, type RefObject } from 'react';
import type { PartnerCard } from '../../../api/cards.ts';
import type { CardType } from '../../../api/contract/cards.ts';
import { brandList } from '../../../lib/card-number.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import { useFieldFocus } from '../../../ui/form/form-context.ts';
import { useFieldError, useFormContext, useWatch } from '../../../ui/form/form-state.ts';
import { RequiredLegend } from '../../../ui/form/RequiredLegend.tsx';
import type { CaptchaHandle } from '../../../ui/form/use-captcha.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { AddCardCopyKey } from '../copy-keys.ts';
import * as css from '../enrollment.css.ts';
import { maxSelectedCards, optInField, selectionOf, type AddCardValues } from './add-card-rules.ts';
import { CardFrameField } from './CardFrameField.tsx';
import { FormActions } from './FormActions.tsx';
import type { EnteredCard } from './frame-messages.ts';
import { PartnerCardPicker, partnerCardLabel } from './PartnerCardPicker.tsx';
import { Reassurance, reassuranceOf } from './Reassurance.tsx';
import type { CardFrame } from './use-card-frame.ts';
import type { Outcome } from './use-link-cards.ts';

interface AddCardFieldsProps {
  t: CopyReader<AddCardCopyKey>;
  /** The card typed in the frame, once the frame has accepted it. */
  card: EnteredCard | null;
  /** The frame shows a message of its own (an invalid number): the form's then says nothing. */
  frameSpeaks: boolean;
  /** The partner's cards not on the member yet; null while they load. */
  offered: readonly PartnerCard[] | null;
  hasPartnerLoadedCards: boolean;
  cardTypesAccepted: readonly CardType[];
  frame: CardFrame;
  captcha: CaptchaHandle;
  outcome: Outcome | null;
  outcomeRef: RefObject<HTMLElement | null>;
  headingLevel: 2 | 3 | 4;
  submitLabel: string;
  cancel: { label: string; href: string } | undefined;
}

export function AddCardFields({ t, card, frameSpeaks, offered, frame, captcha, outcome, outcomeRef, ...props }: AddCardFieldsProps) {
  const { setValue } = useFormContext<AddCardValues>();
  const ticked = useWatch<AddCardValues, 'partnerCardIds'>({ name: 'partnerCardIds' });
  const optedIn = useWatch<AddCardValues, 'directFileFeedOptIn'>({ name: optInField });
  const cardError = useFieldError('card');
  const offeredNow = offered ?? [];
  const selection = selectionOf(card, ticked, offeredNow);
  const hasCard = selection.count > 0;
  const atCap = selection.count >= maxSelectedCards;
  const ready = hasCard && optedIn && selection.count <= maxSelectedCards;
  const pickerRef = useRef<HTMLFieldSetElement>(null);
  const ids = useId();
  const capId = `${ids}cap`;

  // The card comes first: the first partner card that can still be ticked, else the frame.
  const { iframeRef, send } = frame;
  const focusCard = useCallback(() => {
    const box = pickerRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)');
    if (box) box.focus();
    else {
      iframeRef.current?.focus();
      send('focus');
    }
  }, [iframeRef, send]);
  useFieldFocus('card', focusCard);
  useFieldFocus('cardCount', focusCard);

  const toggle = (id: string, on: boolean) => {
    const others = ticked.filter((value) => value !== id);
    setValue('partnerCardIds', on ? [...others, id] : others);
  };

  return (
    <div className={css.stack} onFocus={captcha.warm}>
      {outcome && (
        <ErrorBanner
          type={outcome.type}
          title={outcome.title}
          messages={outcome.lines}
          headingLevel={props.headingLevel}
          live={false}
          focusRef={outcomeRef}
        />
      )}
      <RequiredLegend />
      {props.hasPartnerLoadedCards && offered === null && <Spinner size={40} message={t('cards.loadingPartnerCards')} />}
      {offeredNow.length > 0 && (
        <PartnerCardPicker
          ref={pickerRef}
          cards={offeredNow}
          selected={selection.picked}
          atCap={atCap}
          legend={t('addCard.partnerCards')}
          hint={t('addCard.partnerCardsHint')}
          labelOf={(offer) => partnerCardLabel(t, offer)}
          describedBy={capId}
          onToggle={toggle}
        />
      )}
      <div className={css.frameArea}>
        <div className={css.section} data-form-field="card">
          {offeredNow.length > 0 && <p className={css.sectionTitle}>{t('addCard.manualCard')}</p>}
          <CardFrameField
            frame={frame}
            title={t('addCard.frameTitle')}
            // One message per problem: none once there is a card to send, and the frame's own wins.
            problem={hasCard || frameSpeaks ? null : (cardError ?? null)}
            problemId={`${ids}card`}
            brands={props.cardTypesAccepted}
            copy={{
              failed: t('cards.frameFailed'),
              loadError: t('cards.frameLoadError'),
              retry: t('addCard.retry'),
              acceptedBrands: t('addCard.acceptedBrands', { brands: brandList(props.cardTypesAccepted) }),
            }}
          />
        </div>
        <Reassurance copy={reassuranceOf(t)} />
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
      <CheckboxField name={optInField} label={t('cards.optIn')} required />
      <div ref={captcha.containerRef} />
      <FormActions submitLabel={props.submitLabel} unavailable={!ready} doNotRefresh={t('cards.doNotRefresh')} cancel={props.cancel} />
    </div>
  );
}
