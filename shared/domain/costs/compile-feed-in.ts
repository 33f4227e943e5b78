import type { FeedInTariff } from '../../cdr/plan-detail.ts';
import type { RateStep } from './block-rates.ts';
import { checkedRate } from './compile-usage.ts';
import type { UsageCharge } from './compiled-plan.ts';
import type { TariffDiagnostic } from './diagnostics.ts';
import { ALL_DAY_LAYOUT, buildLayout } from './time-windows.ts';
import type { ZoneRule } from './time-zone.ts';

/** Nothing is paid beyond the last published (bounded) feed-in step. */
function withRemainder(steps: readonly RateStep[]): RateStep[] {
  const last = steps[steps.length - 1];
  const bounded = last?.volume !== undefined && last.volume > 0;
  return bounded ? [...steps, { unitPrice: 0 }] : [...steps];
}

type TimeVarying = NonNullable<FeedInTariff['timeVaryingTariffs']>[number];

/**
 * Entries with identical windows are steps of one tariff ("first 6.85
 * kWh/day", then "balance"), so their rates are joined in order.
 */
function mergeSameWindows(entries: readonly TimeVarying[]): TimeVarying[] {
  const byWindows = new Map<string, TimeVarying>();
  for (const entry of entries) {
    const key = JSON.stringify(entry.timeVariations);
    const seen = byWindows.get(key);
    byWindows.set(
      key,
      seen ? { ...seen, rates: [...seen.rates, ...entry.rates] } : entry,
    );
  }
  return [...byWindows.values()];
}

/**
 * Compiles retailer feed-in tariffs into credit rates over the export
 * channel. Stepped FiTs published as several single-tariff entries (e.g.
 * 5 kWh/day at one price, then "0.00" = the rest at another) are joined in
 * order. Time-varying windows take precedence; exports outside them earn
 * the single tariff, if any. Government (legacy premium) schemes are
 * excluded: new customers cannot get them.
 */
export function compileFeedIn(
  tariffs: readonly FeedInTariff[],
  path: string,
  zone: ZoneRule,
  diagnostics: TariffDiagnostic[],
): UsageCharge | undefined {
  const retailer = tariffs.filter((tariff) => tariff.payerType === 'RETAILER');
  if (retailer.length < tariffs.length) {
    diagnostics.push({
      severity: 'warning',
      path,
      message: 'government (legacy premium) feed-in tariffs are excluded',
    });
  }
  const singles = retailer.flatMap((tariff) =>
    tariff.singleTariff ? [tariff.singleTariff] : [],
  );
  const singleSteps = withRemainder(singles.flatMap((single) => single.rates));
  const singlePeriod = singles[0]?.period;
  const varying = mergeSameWindows(
    retailer.flatMap((tariff) => tariff.timeVaryingTariffs ?? []),
  );
  if (varying.length === 0) {
    if (singles.length === 0) return undefined;
    return {
      layout: ALL_DAY_LAYOUT,
      rates: [checkedRate(singleSteps, singlePeriod, path, diagnostics)],
      names: ['Feed-in'],
    };
  }
  const built = buildLayout(
    varying.map((entry) => entry.timeVariations),
    { zone, path, requireFullCover: false, fallbackBucket: varying.length },
  );
  diagnostics.push(...built.diagnostics);
  const fallback = singles.length > 0 ? singleSteps : [{ unitPrice: 0 }];
  return {
    layout: built.layout,
    rates: [
      ...varying.map((entry) =>
        checkedRate(
          withRemainder(entry.rates),
          entry.period,
          path,
          diagnostics,
        ),
      ),
      checkedRate(fallback, singlePeriod, path, diagnostics),
    ],
    names: [
      ...varying.map((entry) => entry.type ?? entry.displayName ?? 'Feed-in'),
      'Other times',
    ],
  };
}
