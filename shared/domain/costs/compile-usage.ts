import type { ControlledLoad, TariffPeriod } from '../../cdr/plan-detail.ts';
import {
  type BlockRate,
  parseBlockPeriod,
  type RateStep,
  toBlockRate,
} from './block-rates.ts';
import type {
  DemandCharge,
  EnergyPeriod,
  UsageCharge,
} from './compiled-plan.ts';
import type { TariffDiagnostic } from './diagnostics.ts';
import { ALL_DAY_LAYOUT, buildLayout } from './time-windows.ts';
import type { ZoneRule } from './time-zone.ts';

/** Above this a "dollars" unit price is really cents (legacy data). */
export const MAX_PLAUSIBLE_DOLLARS_PER_UNIT = 1.5;

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

/** Compiles a singleRate or timeOfUseRates tariff period. */
export function compileEnergyPeriod(
  period: TariffPeriod,
  path: string,
  zone: ZoneRule,
  diagnostics: TariffDiagnostic[],
): EnergyPeriod {
  const name = period.displayName ?? `${period.startDate}..${period.endDate}`;
  const supplyDollarsPerDay = period.dailySupplyCharge ?? 0;
  if (period.singleRate) {
    const rate = period.singleRate;
    return {
      name,
      supplyDollarsPerDay,
      usage: {
        layout: ALL_DAY_LAYOUT,
        rates: [
          checkedRate(
            rate.rates,
            rate.period,
            `${path}.singleRate`,
            diagnostics,
          ),
        ],
        names: [rate.displayName ?? 'Single rate'],
      },
    };
  }
  const entries = period.timeOfUseRates ?? [];
  const built = buildLayout(
    entries.map((entry) => entry.timeOfUse),
    { zone, path: `${path}.timeOfUseRates`, requireFullCover: true },
  );
  diagnostics.push(...built.diagnostics);
  return {
    name,
    supplyDollarsPerDay,
    usage: {
      layout: built.layout,
      rates: entries.map((entry, i) =>
        checkedRate(
          entry.rates,
          entry.period,
          `${path}.timeOfUseRates[${i}]`,
          diagnostics,
        ),
      ),
      names: entries.map((entry) => entry.type),
    },
  };
}

/** Compiles the demand charges of a demandCharges tariff period. */
export function compileDemandCharges(
  period: TariffPeriod,
  path: string,
  zone: ZoneRule,
  diagnostics: TariffDiagnostic[],
): DemandCharge[] {
  return (period.demandCharges ?? []).map((charge, i) => {
    const { layout } = buildLayout([[charge]], {
      zone,
      path: `${path}.demandCharges[${i}]`,
      requireFullCover: false,
    });
    if (/KVA/i.test(charge.measureUnit ?? '')) {
      diagnostics.push({
        severity: 'warning',
        path: `${path}.demandCharges[${i}].measureUnit`,
        message: 'kVA demand is estimated as kW (power factor 1)',
      });
    }
    return {
      name: charge.displayName ?? 'Demand',
      layout,
      amountDollarsPerKw: charge.amount,
      minDemandKw: charge.minDemand ?? 0,
      maxDemandKw: charge.maxDemand ?? Number.POSITIVE_INFINITY,
      measurementPeriod: charge.measurementPeriod,
      chargePeriod: charge.chargePeriod,
    };
  });
}

/**
 * Compiles the first controlled-load entry (one CL channel is metered).
 * Use outside published CL windows is priced at the first CL rate.
 */
export function compileControlledLoad(
  loads: readonly ControlledLoad[],
  path: string,
  zone: ZoneRule,
  diagnostics: TariffDiagnostic[],
): { supplyDollarsPerDay: number; usage: UsageCharge } | undefined {
  const [load] = loads;
  if (!load) return undefined;
  if (loads.length > 1) {
    diagnostics.push({
      severity: 'warning',
      path,
      message: `${loads.length} controlled loads published; the first is priced`,
    });
  }
  const entryPath = `${path}[0]`;
  if (load.singleRate) {
    const rate = load.singleRate;
    return {
      supplyDollarsPerDay: rate.dailySupplyCharge ?? 0,
      usage: {
        layout: ALL_DAY_LAYOUT,
        rates: [
          checkedRate(
            rate.rates,
            rate.period,
            `${entryPath}.singleRate`,
            diagnostics,
          ),
        ],
        names: [rate.displayName ?? 'Controlled load'],
      },
    };
  }
  const entries = load.timeOfUseRates ?? [];
  const built = buildLayout(
    entries.map((entry) => entry.timeOfUse),
    {
      zone,
      path: `${entryPath}.timeOfUseRates`,
      requireFullCover: false,
      fallbackBucket: 0,
    },
  );
  diagnostics.push(...built.diagnostics);
  return {
    supplyDollarsPerDay: entries[0]?.dailySupplyCharge ?? 0,
    usage: {
      layout: built.layout,
      rates: entries.map((entry, i) =>
        checkedRate(
          entry.rates,
          entry.period,
          `${entryPath}.timeOfUseRates[${i}]`,
          diagnostics,
        ),
      ),
      names: entries.map((entry) => entry.type),
    },
  };
}
