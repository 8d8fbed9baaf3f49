// The search map's interface with the search island. Types only: the island imports them without
// loading the map's code (SearchMap.tsx and Leaflet load only when the map is shown).

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface MapPoint extends LatLng {
  id: string;
  name: string;
  /** What the pin says: the member's earn rate ("3x") or the price level ("$$") (pin-label.ts). */
  label?: string;
  /** Miles from the search centre: the map card steps through pins nearest first (sheet-order.ts). */
  distance?: number | null;
}

export interface SearchMapCopy {
  /** The map region's name (copy search.mapLabel). */
  mapLabel: string;
  /** The "Search this area" button (copy search.searchThisArea). */
  searchThisArea: string;
  /** The search centre marker's name (copy search.mapOrigin). */
  searchOrigin: string;
  /** The tile provider's credit, shown only while tiles show (copy search.mapAttribution). */
  attribution: string;
  /** The zoom buttons' names (copy search.zoomIn, search.zoomOut). */
  zoomIn: string;
  zoomOut: string;
  /** The map card's buttons and its polite "2 of 15: The Honey Fork" (copy search.mapCard*). */
  cardClose: string;
  cardPrevious: string;
  cardNext: string;
  /** With {index}, {total} and {name}. */
  cardPosition: string;
}

export interface SearchMapProps {
  /** The results of the current page; merchants without coordinates are skipped. */
  points: readonly MapPoint[];
  /** The search centre (shown as a distinct "you searched here" marker); the view when there are no points. */
  origin: LatLng | null;
  /** Selection is shared with the list: the island owns it. */
  selectedId: string | null;
  onSelect(id: string): void;
  /** "Search this area": the map's centre (rounded to 4 decimals) after the member moved the map. */
  onSearchArea(center: LatLng): void;
  /** Tile URL template ({z}/{x}/{y}; {s} allowed), from runtimeConfig().providers.mapTileUrl; '' = no tiles. */
  tileUrl: string;
  copy: SearchMapCopy;
  /**
   * The merchant card for a pin (merchant-card's renderMerchantCard, the list's own card), shown on
   * the map when a pin is chosen; without it a pin only selects.
   */
  renderCard?: ((id: string) => HTMLElement | null) | undefined;
}
