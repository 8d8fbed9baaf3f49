// The allowed-brands message under the secure frame (spec 001 §5 "A message lists the allowed
// brands"), led by the networks' marks (decorative: the sentence names them).
import type { CardType } from '../../../api/contract/cards.ts';
import { CardMark } from '../../../ui/card-marks/CardMark.tsx';
import * as formCss from '../../../ui/form/form.css.ts';
import * as css from '../enrollment.css.ts';

export function AcceptedBrands({ brands, text }: { brands: readonly CardType[]; text: string }) {
  return (
    <div className={css.acceptedBrands}>
      {brands.map((brand) => (
        <CardMark key={brand} cardType={brand} width={33} decorative />
      ))}
      <p className={formCss.hint}>{text}</p>
    </div>
  );
}
