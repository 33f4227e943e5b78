/** A seeded pseudo-random source, so the market is the same every run. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items` by weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  /** `base` moved by up to ±`spread` (a fraction), as a CDR decimal. */
  price(base: number, spread?: number, digits?: number): string;
}

/** mulberry32: tiny, fast and good enough for fixture data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) =>
    min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return (items[items.length - 1] as readonly [T, number])[0];
    },
    price: (base, spread = 0.12, digits = 4) =>
      (base * (1 + (next() * 2 - 1) * spread)).toFixed(digits),
  };
}

/** A stable small hash of a string (FNV-1a), for per-brand choices. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}
