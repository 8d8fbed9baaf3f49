// Covered places to offer for a search location the sandbox does not know (docs/api.md "GET
// /api/v2/Merchants/Search" `suggestions`): the seeded metros near or like it, at most three, as
// search locations ("Chicago, IL"). A ZIP: the metros whose central ZIP codes are numerically
// closest (US ZIP codes run roughly east to west). A city: the metros of the state it names, then
// those starting with its first letter, then the largest metros. Pure and deterministic.
import { parseSearchLocation } from '../../src/api/contract/location.ts';
import { metros, type Metro } from './seed/metros.ts';

const most = 3;
const cityStateOf = (metro: Metro): string => `${metro.city}, ${metro.state}`;

function zipDistance(metro: Metro, zip: number): number {
  return Math.min(...metro.zips.map((area) => Math.abs(Number(area.zip) - zip)));
}

function byZip(zip: string): Metro[] {
  const wanted = Number(zip);
  return [...metros].sort((a, b) => zipDistance(a, wanted) - zipDistance(b, wanted));
}

function byName(city: string, state: string | null): Metro[] {
  const wantedState = state?.toLowerCase();
  const inState = metros.filter(
    (m) => wantedState !== undefined && (m.state.toLowerCase() === wantedState || m.stateName.toLowerCase() === wantedState),
  );
  const initial = city.charAt(0).toLowerCase();
  const alike = metros.filter((m) => m.city.charAt(0).toLowerCase() === initial);
  // The seed lists the largest metros first.
  return [...inState, ...alike, ...metros];
}

/** Up to three covered places for an unknown location; [] for a value that is not a place. */
export function placeSuggestions(raw: string): string[] {
  const location = parseSearchLocation(raw);
  if (location === null) return [];
  const ranked = location.kind === 'zip' ? byZip(location.zip) : location.kind === 'place' ? byName(location.city, location.state) : [];
  return [...new Set(ranked.map(cityStateOf))].slice(0, most);
}
