// The add-card form's place on the Linked Cards page while the list, the form's code or its secure
// frame are on their way (issue #25: no blank gap, nothing moves): the form's first lines as it will
// draw them, the frame's box at its height with the frame's skeleton, the allowed brands and why
// linking is safe, so the frame arrives exactly where its skeleton was. Where the partner loads cards,
// the page waits for them, and the skeleton draws their picker (disabled) above the frame, as the form will.
import type { PartnerCard } from '../../../api/cards.ts';
import type { CardType } from '../../../api/contract/cards.ts';
import { brandList } from '../../../lib/card-number.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import * as formCss from '../../../ui/form/form.css.ts';
import type { AddCardCopyKey } from '../../enrollment/public.ts';
import {
  AcceptedBrands,
  enrollmentCss as enrollCss,
  FrameSkeleton,
  frameDefaultHeight,
  PartnerCardPicker,
  partnerCardLabel,
  Reassurance,
  reassuranceOf,
} from '../../enrollment/public-parts.ts';

interface AddCardSkeletonProps {
  t: CopyReader<AddCardCopyKey>;
  requiredLegend: string;
  cardTypesAccepted: readonly CardType[];
  /** The partner's cards the form will offer, once known (none while they load). */
  offered: readonly PartnerCard[];
}

export function AddCardSkeleton({ t, requiredLegend, cardTypesAccepted, offered }: AddCardSkeletonProps) {
  return (
    <div className={formCss.form} data-add-card-skeleton="">
      <div className={enrollCss.stack}>
        <p className={formCss.legendNote}>{requiredLegend}</p>
        {offered.length > 0 && (
          <PartnerCardPicker
            cards={offered}
            selected={[]}
            atCap={false}
            disabled
            legend={t('addCard.partnerCards')}
            hint={t('addCard.partnerCardsHint')}
            labelOf={(card) => partnerCardLabel(t, card)}
            onToggle={() => {}}
          />
        )}
        <div className={enrollCss.frameArea}>
          <div className={enrollCss.section}>
            {offered.length > 0 && <p className={enrollCss.sectionTitle}>{t('addCard.manualCard')}</p>}
            <div className={enrollCss.frameBox}>
              <div className={enrollCss.frameSlot} style={{ minHeight: `${frameDefaultHeight}px` }} data-frame-box="">
                <FrameSkeleton />
              </div>
              <AcceptedBrands brands={cardTypesAccepted} text={t('addCard.acceptedBrands', { brands: brandList(cardTypesAccepted) })} />
            </div>
          </div>
          <Reassurance copy={reassuranceOf(t)} />
        </div>
      </div>
    </div>
  );
}
