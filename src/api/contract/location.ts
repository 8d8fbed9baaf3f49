// The search call's `location` (part of the contract: the search form checks it, the sandbox parses
// it). The search location box (spec 000 §2 "Search screen": "City, state or ZIP code"; §5 the
// location pattern, whose error is "Enter city, state or ZIP code"). Accepted, with any case and
// extra spaces:
//   - "Current Location" in any spelling or encoding, or "near me" (the device position, spec 000 §2, §7);
//   - a ZIP code, 5 digits or ZIP+4 ("10001", "10001-2345");
//   - coordinates "lat,lng", which "near me" searches send (spec 000 §7);
//   - a place: "City", "City, ST", "City ST", "City, State", each optionally followed by a ZIP.
// Every check is a linear scan or a simple anchored pattern with one quantified class, and long
// values stop at a length check, so a hostile 16 kB value costs microseconds (the sandbox's old
// backtracking pattern took 35 s on 6,400 characters).

/** Longer values are not locations (the longest US "City, ST ZIP" is far shorter). */
export const locationMaxLength = 100;

export type SearchLocation =
  | { kind: 'currentLocation' }
  /** Five digits (a ZIP+4's extension is dropped: it narrows nothing a search needs). */
  | { kind: 'zip'; zip: string }
  | { kind: 'coordinates'; latitude: number; longitude: number }
  /** City as typed (spaces collapsed); state without dots, null when not given. */
  | { kind: 'place'; city: string; state: string | null; zip: string | null };

const zipPattern = /^(\d{5})(?:-\d{4})?$/;
const coordinatePattern = /^[+-]?\d{1,3}(?:\.\d{1,15})?$/;
// Letters of any script, then letters, marks, spaces, dots, apostrophes and hyphens ("St. John's",
// "Winston-Salem", "San José").
const cityPattern = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const statePattern = /^\p{L}[\p{L} ]*$/u;
const percentEscape = /%([0-9a-f]{2})/gi;
const htmlEntity = /&#?[a-z0-9]{1,10};/gi;

/** The device position's spellings, reduced to their letters ("near me": spec 000 §7). */
const deviceWords: readonly string[] = ['currentlocation', 'nearme'];

/**
 * "Current Location", "current_location", "CURRENT+LOCATION", "Current%20Location" (also encoded
 * twice), "Current&nbsp;Location", full-width letters, "near me"…: only the letters count, after decoding.
 */
export function isCurrentLocation(text: string): boolean {
  // Even encoded three times over, the phrase stays well under this.
  if (text.length > 300) return false;
  let decoded = text;
  // Up to three rounds of percent-decoding, byte by byte so a malformed escape cannot throw.
  for (let round = 0; round < 3 && decoded.includes('%'); round++) {
    decoded = decoded.replace(percentEscape, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  const letters = decoded
    .normalize('NFKC')
    .replace(htmlEntity, ' ')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return deviceWords.includes(letters);
}

function parseZip(word: string): string | null {
  return zipPattern.exec(word)?.[1] ?? null;
}

/** "40.76,-73.99" (spaces allowed around each part) as coordinates; null otherwise or out of range. */
export function parseCoordinates(text: string): { latitude: number; longitude: number } | null {
  const comma = text.indexOf(',');
  if (comma < 0 || text.indexOf(',', comma + 1) >= 0) return null;
  const lat = text.slice(0, comma).trim();
  const lng = text.slice(comma + 1).trim();
  if (!coordinatePattern.test(lat) || !coordinatePattern.test(lng)) return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** "City[,] [State] [ZIP]" with spaces already collapsed. */
function parsePlace(text: string): SearchLocation | null {
  const parts = text.split(',');
  if (parts.length > 2) return null;
  const [head = '', tail] = parts.map((part) => part.trim());
  // With a comma the state is everything after it; without one, a last word of two letters ("City ST").
  const words = (tail ?? head).split(' ').filter((word) => word !== '');
  const zip = words.length > 0 ? parseZip(words[words.length - 1] ?? '') : null;
  if (zip !== null) words.pop();
  let city = head;
  let state: string | null = null;
  if (tail !== undefined) {
    state = words.join(' ');
  } else {
    const last = words[words.length - 1] ?? '';
    if (words.length > 1 && last.replace(/\./g, '').length === 2) state = words.pop() ?? null;
    city = words.join(' ');
  }
  if (state !== null) state = state.replace(/\./g, '') || null;
  if (!cityPattern.test(city) || (state !== null && !statePattern.test(state))) return null;
  return { kind: 'place', city, state, zip };
}

/** What a search location means, or null when it fits none of the accepted forms. */
export function parseSearchLocation(text: string): SearchLocation | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > locationMaxLength) return null;
  if (isCurrentLocation(trimmed)) return { kind: 'currentLocation' };
  const collapsed = trimmed.split(/\s+/).join(' ');
  const zip = parseZip(collapsed);
  if (zip !== null) return { kind: 'zip', zip };
  const coordinates = parseCoordinates(collapsed);
  return coordinates ? { kind: 'coordinates', ...coordinates } : parsePlace(collapsed);
}

/** The location box's pattern check; blank is not a location (whether it is required is the form's call). */
export function isValidLocation(text: string): boolean {
  return parseSearchLocation(text) !== null;
}
