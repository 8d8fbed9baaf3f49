// One search result: the merchant card the carousels draw (merchant-card's renderMerchantCard, one
// card and one rule set everywhere), in a list item that shares its selection with the map.
import { memo, useLayoutEffect, useRef } from 'react';
import type { Merchant } from '../../api/merchants.ts';
import { renderMerchantCard, type CardContext } from '../merchant-card/public.ts';
import * as css from './search.css.ts';

export interface ResultCardProps {
  merchant: Merchant;
  context: CardContext;
  selected: boolean;
  /** The pointer moving over the card, or focus inside it, points the map at it. */
  onSelect: (id: string) => void;
}

export const ResultCard = memo(function ResultCard({ merchant, context, selected, onSelect }: ResultCardProps) {
  const item = useRef<HTMLLIElement>(null);

  useLayoutEffect(() => {
    item.current?.replaceChildren(renderMerchantCard(merchant, context));
  }, [merchant, context]);

  return (
    <li
      ref={item}
      className={css.item}
      data-merchant-id={merchant.id}
      data-selected={selected || undefined}
      // Moves, not enters: a list scrolled under a still pointer (a pin chose a card) must not reselect.
      onPointerMove={() => !selected && onSelect(merchant.id)}
      onFocus={() => onSelect(merchant.id)}
    />
  );
});
