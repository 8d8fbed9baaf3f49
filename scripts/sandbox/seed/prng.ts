// Deterministic randomness for the seed: the same seed string always yields the same data,
// so `--reset` and POST /__sandbox/reset reproduce the demo exactly.

export interface Prng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in the list's order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

/** 32-bit FNV-1a: turns any string into a seed (also used for stable per-id variation). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createPrng(seed: string): Prng {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
    return items.filter((_, i) => chosen.has(i));
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}
