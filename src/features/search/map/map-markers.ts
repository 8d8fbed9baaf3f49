// The map's markers: a pin per merchant and the search centre. Built from elements, never HTML strings
// (merchant names come from the API), so a name is only ever text in an attribute.
import { divIcon, marker, type Marker } from 'leaflet';
import type { LatLng, MapPoint } from './map-types.ts';
import * as css from './map.css.ts';

/** A pin's box stands on the merchant's position (its bottom centre); a longer label overflows it sideways. */
const pinBox: [number, number] = [28, 30];
const pinTip: [number, number] = [14, 30];
const originBox: [number, number] = [22, 22];

/** The selected pin stands above the others (Leaflet orders markers by latitude plus this offset). */
const selectedZIndexOffset = 1000;

const position = (place: LatLng): [number, number] => [place.latitude, place.longitude];

function shape(...classNames: string[]): HTMLElement {
  const outer = document.createElement('span');
  outer.className = classNames[0] ?? '';
  let parent = outer;
  for (const className of classNames.slice(1)) {
    const inner = document.createElement('span');
    inner.className = className;
    parent.appendChild(inner);
    parent = inner;
  }
  outer.setAttribute('aria-hidden', 'true');
  return outer;
}

/** A pin's accessible name: the merchant's, then the label it shows ("The Honey Fork, 3x"), so the
 *  visible text is part of the name (WCAG 2.5.3 label in name). */
export const pinName = (name: string, label: string): string => (label ? `${name}, ${label}` : name);

/** Writes a pin's label ("3x", "$$"; '' for a plain dot) and the name that includes it. */
export function setPinLabel(pin: Marker, label: string): void {
  const element = pin.getElement();
  const text = element?.querySelector<HTMLElement>('[data-pin-label]');
  if (text && text.textContent !== label) text.textContent = label;
  element?.setAttribute('aria-label', pinName(element.title, label));
}

/**
 * A merchant's pin: a keyboard-focusable button (Leaflet's marker keyboard support) named by the
 * merchant's name and its label (its title is the name alone), showing its label; a click, Enter or Space selects it.
 */
export function merchantMarker(point: MapPoint, onSelect: (id: string) => void): Marker {
  const html = shape(css.scaler, css.pin);
  const text = document.createElement('span');
  text.dataset['pinLabel'] = '';
  text.textContent = point.label ?? '';
  html.firstElementChild?.append(text);
  const pin = marker(position(point), {
    icon: divIcon({ className: css.marker, html, iconSize: pinBox, iconAnchor: pinTip }),
    title: point.name,
    keyboard: true,
    // Focus shows the pin by a pan of the map's own (SearchMap), which does not offer "Search this area".
    autoPanOnFocus: false,
  });
  pin.on('click', () => onSelect(point.id));
  pin.on('keydown', (event) => {
    const { key } = event.originalEvent;
    if (key !== 'Enter' && key !== ' ') return;
    event.originalEvent.preventDefault(); // Space would scroll the page
    onSelect(point.id);
  });
  pin.on('add', () => {
    const element = pin.getElement();
    element?.setAttribute('aria-label', pinName(point.name, text.textContent ?? ''));
    element?.setAttribute('data-merchant-id', String(point.id));
  });
  return pin;
}

/** Marks a pin selected or not: larger, ringed and in front (not colour alone), and aria-current for assistive tech. */
export function markSelected(pin: Marker, selected: boolean): void {
  const element = pin.getElement();
  element?.classList.toggle(css.selected, selected);
  if (selected) element?.setAttribute('aria-current', 'true');
  else element?.removeAttribute('aria-current');
  element?.toggleAttribute('data-selected', selected);
  pin.setZIndexOffset(selected ? selectedZIndexOffset : 0);
}

/** The search centre: a ring, not a pin, not focusable and not a merchant; an image named by `label`. */
export function originMarker(origin: LatLng, label: string): Marker {
  const centre = marker(position(origin), {
    icon: divIcon({ className: css.origin, html: shape(css.originDot), iconSize: originBox }),
    interactive: false,
    keyboard: false,
    zIndexOffset: -selectedZIndexOffset,
  });
  centre.on('add', () => {
    const element = centre.getElement();
    element?.setAttribute('role', 'img');
    element?.setAttribute('aria-label', label);
    element?.setAttribute('data-search-origin', '');
  });
  return centre;
}
