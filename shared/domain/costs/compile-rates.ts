import type { EnergyUnit } from '../usage/usage-profile.ts';
import {
  type BlockRate,
  parseBlockPeriod,
  type RateStep,
  toBlockRate,
} from './block-rates.ts';
import type { UsageCharge } from './compiled-plan.ts';
import type { TariffDiagnostic } from './diagnostics.ts';
import { bucketLabel, displayLabel, rateTypeLabel } from './labels.ts';
import {
  ALL_DAY_LAYOUT,
  buildLayout,
  type LayoutOptions,
  type WindowSpec,
} from './time-windows.ts';
import type { ZoneRule } from './time-zone.ts';

/** Above this a "dollars" unit price is really cents (legacy data). */
export const MAX_PLAUSIBLE_DOLLARS_PER_UNIT = 1.5;

/** What every charge of one plan is compiled with. */
export interface ChargeScope {
  readonly zone: ZoneRule;
  readonly unit: EnergyUnit;
  /** Season shown in labels (set when the plan has several). */
  readonly season: string | undefined;
  readonly diagnostics: TariffDiagnostic[];
}

/** Builds a block rate, flagging prices that look like cents. */
export function checkedRate(
  steps: readonly RateStep[],
  period: string | undefined,
  path: string,
  diagnostics: TariffDiagnostic[],
): BlockRate {
  steps.forEach((step, i) => {
    if (step.unitPrice > MAX_PLAUSIBLE_DOLLARS_PER_UNIT) {
      diagnostics.push({
        severity: 'error',
        path: `${path}.rates[${i}].unitPrice`,
        message: `${step.unitPrice} dollars per unit is implausible (cents?)`,
      });
    }
  });
  return toBlockRate(steps, parseBlockPeriod(period, 'P1Y'));
}

/** A published rate: steps, block period and an optional name. */
interface RateEntry {
  readonly displayName?: string | undefined;
  readonly rates: readonly RateStep[];
  readonly period?: string | undefined;
}

/** One all-day rate (a single rate, or a single-rate controlled load). */
export function singleRateCharge(
  entry: RateEntry,
  label: { readonly name: string; readonly type: string },
  path: string,
  scope: ChargeScope,
): UsageCharge {
  const rate = checkedRate(entry.rates, entry.period, path, scope.diagnostics);
  return {
    layout: ALL_DAY_LAYOUT,
    rates: [rate],
    buckets: [
      bucketLabel(
        {
          ...scope,
          type: label.type,
          name: displayLabel(entry.displayName, label.name),
        },
        rate,
      ),
    ],
  };
}

/** A time-of-use entry: a rate that applies in its windows. */
interface WindowedEntry extends RateEntry {
  readonly type: string;
  readonly timeOfUse: readonly WindowSpec[];
}

/** Time-of-use rates over a weekly layout of their windows. */
export function timeOfUseCharge(
  entries: readonly WindowedEntry[],
  path: string,
  scope: ChargeScope,
  cover: Pick<
    LayoutOptions,
    'requireFullCover' | 'fallbackBucket' | 'allowOverlaps'
  >,
): UsageCharge {
  const built = buildLayout(
    entries.map((entry) => entry.timeOfUse),
    { zone: scope.zone, path, ...cover },
  );
  scope.diagnostics.push(...built.diagnostics);
  const rates = entries.map((entry, i) =>
    checkedRate(entry.rates, entry.period, `${path}[${i}]`, scope.diagnostics),
  );
  return {
    layout: built.layout,
    rates,
    buckets: entries.map((entry, i) =>
      bucketLabel(
        {
          ...scope,
          type: entry.type,
          name: displayLabel(entry.displayName, rateTypeLabel(entry.type)),
        },
        rates[i] as BlockRate,
      ),
    ),
  };
}
