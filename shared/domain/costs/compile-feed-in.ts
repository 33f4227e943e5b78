import type { FeedInTariff } from '../../cdr/plan-detail.ts';
import type { RateStep } from './block-rates.ts';
import {
  type ChargeScope,
  singleRateCharge,
  timeOfUseCharge,
} from './compile-rates.ts';
import type { CompiledPlan, UsageCharge } from './compiled-plan.ts';
import { rateTypeLabel } from './labels.ts';
import { buildLayout } from './time-windows.ts';

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

/** The feed-in rates outside every time-varying window. */
type FallbackRate = { rates: RateStep[]; period: string | undefined };

function timeVaryingCharge(
  varying: readonly TimeVarying[],
  fallback: FallbackRate,
  path: string,
  scope: ChargeScope,
  allowOverlaps: boolean,
): UsageCharge {
  const entries = varying.map((entry) => ({
    type: entry.type ?? 'FEED_IN',
    displayName:
      entry.displayName ??
      (entry.type
        ? `Feed-in ${rateTypeLabel(entry.type).toLowerCase()}`
        : undefined),
    rates: withRemainder(entry.rates),
    period: entry.period,
    timeOfUse: entry.timeVariations,
  }));
  return timeOfUseCharge(
    [
      ...entries,
      {
        ...fallback,
        type: 'FEED_IN',
        displayName: 'Feed-in other times',
        timeOfUse: [],
      },
    ],
    path,
    scope,
    { requireFullCover: false, fallbackBucket: entries.length, allowOverlaps },
  );
}

/** True when two time-varying entries claim the same slot. */
function overlapping(varying: readonly TimeVarying[], scope: ChargeScope) {
  const built = buildLayout(
    varying.map((entry) => entry.timeVariations),
    { zone: scope.zone, path: '', requireFullCover: false },
  );
  return built.diagnostics.some((d) => d.severity === 'error');
}

/**
 * Compiles retailer feed-in tariffs into credit rates over the export
 * channel. Stepped FiTs published as several single-tariff entries (e.g.
 * 5 kWh/day at one price, then "0.00" = the rest at another) are joined in
 * order. Time-varying windows take precedence; exports outside them earn
 * the single tariff, if any. Government (legacy premium) schemes are
 * excluded: new customers cannot get them. Time-varying windows that
 * overlap mean the plan offers options (often named only in text): they
 * are kept as a choice, since a visitor without export is not affected.
 */
export function compileFeedIn(
  tariffs: readonly FeedInTariff[],
  path: string,
  scope: ChargeScope,
): Pick<CompiledPlan, 'feedIn' | 'feedInChoice'> {
  const retailer = tariffs.filter((tariff) => tariff.payerType === 'RETAILER');
  if (retailer.length < tariffs.length) {
    scope.diagnostics.push({
      severity: 'warning',
      path,
      message: 'government (legacy premium) feed-in tariffs are excluded',
    });
  }
  const singles = retailer.flatMap((tariff) =>
    tariff.singleTariff ? [tariff.singleTariff] : [],
  );
  const single = {
    rates: withRemainder(singles.flatMap((entry) => entry.rates)),
    period: singles[0]?.period,
  };
  const singleCharge = () =>
    singleRateCharge(single, { name: 'Feed-in', type: 'FEED_IN' }, path, scope);
  const varying = mergeSameWindows(
    retailer.flatMap((tariff) => tariff.timeVaryingTariffs ?? []),
  );
  if (varying.length === 0) {
    return { feedIn: singles.length === 0 ? undefined : singleCharge() };
  }
  const fallback =
    singles.length > 0
      ? single
      : { rates: [{ unitPrice: 0 }], period: undefined };
  const clash = overlapping(varying, scope);
  const feedIn = timeVaryingCharge(varying, fallback, path, scope, clash);
  if (!clash) return { feedIn };
  return {
    feedIn,
    feedInChoice: {
      options: singles.length > 0 ? [singleCharge()] : [],
      reason:
        'the plan publishes feed-in options whose times overlap; the option paying most for this export is priced',
    },
  };
}
