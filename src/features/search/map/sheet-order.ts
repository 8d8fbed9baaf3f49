// The order the map card and the phone's sheet step through pins in (issue #24): nearest the search
// first (the merchants' distance; those without one after, in list order), so "next" is the next
// nearest restaurant, whatever page order or sort the list has.

export interface Distanced {
  id: string;
  distance: number | null;
}

/** The ids by distance, nearest first; unknown distances last; ties keep the given order. */
export function distanceOrder(points: readonly Distanced[]): string[] {
  const known = (d: number | null): d is number => d !== null && Number.isFinite(d);
  return points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => {
      const da = a.point.distance;
      const db = b.point.distance;
      if (known(da) && known(db) && da !== db) return da - db;
      if (known(da) !== known(db)) return known(da) ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ point }) => point.id);
}

/** The id `step` places from `id` in `order`, or null past either end (the buttons disable there). */
export function neighbour(order: readonly string[], id: string, step: -1 | 1): string | null {
  const at = order.indexOf(id);
  if (at < 0) return null;
  return order[at + step] ?? null;
}

/** 1-based place of `id` in `order` (0 when absent), for "2 of 15". */
export const placeOf = (order: readonly string[], id: string): number => order.indexOf(id) + 1;
