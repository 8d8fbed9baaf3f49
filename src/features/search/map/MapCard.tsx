// The chosen pin's restaurant (issue #24): the list's own merchant card (renderCard, merchant-card's
// renderMerchantCard) on the map, a small card on wide screens and a bottom sheet on phones, both
// with Close. The sheet steps to the neighbouring pins, nearest the search first (sheet-order.ts), by its Previous and
// Next buttons or a sideways swipe; a swipe down or Escape closes it (focus goes back to the pin).
// It takes focus when opened from a pin and says "2 of 15: <name>" politely as it moves.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { fillCopy } from '../../../lib/element-copy.ts';
import { neighbour, placeOf } from './sheet-order.ts';
import type { SearchMapCopy } from './map-types.ts';
import * as css from './map.css.ts';

/** How far (px) a finger must travel for a swipe, not a tap. */
const swipeDistance = 48;

export interface MapCardProps {
  id: string;
  name: string;
  /** The pins' ids, nearest first. */
  order: readonly string[];
  renderCard: (id: string) => HTMLElement | null;
  /** Take focus when shown (opened from a pin, not moved by a button that keeps it). */
  focusOnOpen: boolean;
  onMove: (id: string) => void;
  onClose: () => void;
  copy: SearchMapCopy;
}

export function MapCard({ id, name, order, renderCard, focusOnOpen, onMove, onClose, copy }: MapCardProps) {
  const box = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const previous = neighbour(order, id, -1);
  const next = neighbour(order, id, 1);
  const position = fillCopy(copy.cardPosition, { index: placeOf(order, id), total: order.length, name });

  useLayoutEffect(() => {
    const card = renderCard(id);
    body.current?.replaceChildren(...(card ? [card] : []));
  }, [id, renderCard]);

  useEffect(() => {
    if (focusOnOpen) box.current?.focus({ preventScroll: true });
  }, [id, focusOnOpen]);

  /** Moves to a neighbour; at the last one its button disables, so focus goes to the card, not the page. */
  const step = (to: string | null, direction: -1 | 1) => {
    if (to === null) return;
    if (neighbour(order, to, direction) === null && box.current?.contains(document.activeElement))
      box.current.focus({ preventScroll: true });
    onMove(to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? next : previous, dx < 0 ? 1 : -1);
    else if (dy >= swipeDistance * 1.5 && dy > Math.abs(dx)) onClose();
  };

  return (
    // A non-modal dialog over the map: Escape closes it (the keyboard's way, as the swipe is the
    // finger's; both also have buttons), the map stays usable around it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={box}
      className={css.card}
      role="dialog"
      aria-modal="false"
      aria-label={name}
      tabIndex={-1}
      data-map-card=""
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
    >
      <span className={css.handle} aria-hidden="true" />
      <div ref={body} className={css.cardBody} />
      <div className={css.cardBar}>
        <button type="button" className={css.cardButton} onClick={() => step(previous, -1)} disabled={previous === null}>
          <span aria-hidden="true">‹ </span>
          {copy.cardPrevious}
        </button>
        <span className={css.cardPosition} aria-hidden="true">
          {placeOf(order, id)} / {order.length}
        </span>
        <button type="button" className={css.cardButton} onClick={() => step(next, 1)} disabled={next === null}>
          {copy.cardNext}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <button type="button" className={css.cardClose} onClick={onClose} aria-label={copy.cardClose}>
        <span aria-hidden="true">✕</span>
      </button>
      <p className="visually-hidden" role="status">
        {position}
      </p>
    </section>
  );
}
