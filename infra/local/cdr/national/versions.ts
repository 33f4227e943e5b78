import type { PlanVersion } from '../fixtures/plan-builder.ts';
import type { Json } from '../fixtures/tariffs.ts';
import type { Rng } from './rng.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight in AEST is 14:00 UTC: prices change at local midnight. */
const AEST_OFFSET = 10 * HOUR;

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const midnightBefore = (ms: number) =>
  Math.floor((ms + AEST_OFFSET) / DAY) * DAY - AEST_OFFSET;

/** A current version, updated in the last four months and in force now. */
export function currentVersion(rng: Rng, nowMs: number): PlanVersion {
  const updated = nowMs - rng.int(1, 120 * 24) * HOUR;
  return {
    version: 1,
    effectiveFrom: iso(midnightBefore(updated)),
    lastUpdated: iso(updated),
  };
}

/** A re-priced plan: the version in force until a change in 1-8 weeks, and the next. */
export function repricedVersions(
  rng: Rng,
  nowMs: number,
): readonly [PlanVersion, PlanVersion] {
  const first = currentVersion(rng, nowMs - 30 * DAY);
  const change = iso(midnightBefore(nowMs + rng.int(7, 56) * DAY));
  return [
    { ...first, effectiveTo: change },
    {
      version: 2,
      effectiveFrom: change,
      lastUpdated: iso(nowMs - rng.int(1, 72) * HOUR),
    },
  ];
}

const PRICES = new Set(['unitPrice', 'dailySupplyCharge']);

/** The same tariff with every price moved by `factor` (a re-price). */
export function reprice<T>(value: T, factor: number): T {
  if (Array.isArray(value)) return value.map((v) => reprice(v, factor)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] =
      PRICES.has(key) && typeof field === 'string'
        ? (Number(field) * factor).toFixed(4)
        : reprice(field, factor);
  }
  return out as T;
}
