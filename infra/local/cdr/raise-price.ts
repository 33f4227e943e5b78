import type { CdrPlanData } from './plan-data.ts';

/** Tariff fields that are prices, as CDR decimal strings. */
const PRICE_FIELDS = new Set([
  'unitPrice',
  'dailySupplyCharge',
  'dailySupplyCharges',
]);

function scaled(value: unknown, factor: number): unknown {
  if (Array.isArray(value)) return value.map((v) => scaled(v, factor));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      PRICE_FIELDS.has(key) &&
      typeof v === 'string' &&
      Number.isFinite(Number(v))
        ? (Number(v) * factor).toFixed(6)
        : scaled(v, factor),
    ]),
  );
}

/**
 * A new version of a plan: every unit price and supply charge raised by
 * `percent` and `lastUpdated` moved to `now`, so the next price update
 * imports it as changed (docs/price-alerts.md).
 */
export function raisePrice(
  plan: CdrPlanData,
  percent: number,
  now: Date,
): CdrPlanData {
  const factor = 1 + percent / 100;
  return {
    ...plan,
    lastUpdated: now.toISOString(),
    ...(plan.electricityContract && {
      electricityContract: scaled(plan.electricityContract, factor) as Record<
        string,
        unknown
      >,
    }),
    ...(plan.gasContract && {
      gasContract: scaled(plan.gasContract, factor) as Record<string, unknown>,
    }),
  };
}
