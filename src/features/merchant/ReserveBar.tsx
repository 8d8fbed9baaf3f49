// Phones: a bar at the foot of the screen, "Reserve a table", for merchants taking reservations
// (issue #24). It scrolls to the reservation widget and puts focus in its first field; it hides
// while the widget is on screen (nothing to lead to) and on wide screens, where the rail shows it.
import { useEffect, useState, type RefObject } from 'react';
import { button } from '../../ui/button.css.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

export function ReserveBar({ target, t }: { target: RefObject<HTMLElement | null>; t: PageCopy }) {
  const [widgetShown, setWidgetShown] = useState(false);

  useEffect(() => {
    const widget = target.current;
    if (!widget || typeof IntersectionObserver === 'undefined') return;
    const watch = new IntersectionObserver(([entry]) => setWidgetShown(entry?.isIntersecting ?? false), { threshold: 0.25 });
    watch.observe(widget);
    return () => watch.disconnect();
  }, [target]);

  const reserve = () => {
    const widget = target.current;
    if (!widget) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    widget.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    const field = widget.querySelector<HTMLElement>('input, select, button');
    (field ?? widget).focus({ preventScroll: true });
  };

  if (widgetShown) return null;
  return (
    <div className={css.reserveBar} data-reserve-bar="">
      <button type="button" className={`${button.primary} ${css.reserveButton}`} onClick={reserve}>
        {t('merchant.reserve')}
      </button>
    </div>
  );
}
