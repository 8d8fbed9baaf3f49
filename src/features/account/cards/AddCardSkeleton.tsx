// The add-card form's place on the Linked Cards page while the list, the form's code or its secure
// frame are on their way (issue #25: no blank gap, nothing moves): the form's first lines as it will
// draw them, the frame's box at its height with the frame's skeleton, the allowed brands and why
// linking is safe, so the frame arrives exactly where its skeleton was.
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
  Reassurance,
  reassuranceOf,
} from '../../enrollment/public-parts.ts';

interface AddCardSkeletonProps {
  t: CopyReader<AddCardCopyKey>;
  requiredLegend: string;
  cardTypesAccepted: readonly CardType[];
}

export function AddCardSkeleton({ t, requiredLegend, cardTypesAccepted }: AddCardSkeletonProps) {
  return (
    <div className={formCss.form} data-add-card-skeleton="">
      <div className={enrollCss.stack}>
        <p className={formCss.legendNote}>{requiredLegend}</p>
        <div className={enrollCss.frameArea}>
          <div className={enrollCss.section}>
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
