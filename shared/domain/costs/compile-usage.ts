import type { ControlledLoad, TariffPeriod } from '../../cdr/plan-detail.ts';
import {
  type ChargeScope,
  singleRateCharge,
  timeOfUseCharge,
} from './compile-rates.ts';
import type {
  ControlledLoadCharge,
  DemandCharge,
  EnergyPeriod,
} from './compiled-plan.ts';
import { displayLabel, monthDayRangeLabel } from './labels.ts';
import { buildLayout } from './time-windows.ts';

export type { ChargeScope } from './compile-rates.ts';

/** A tariff period's name, e.g. `Summer`, else its dates `1 Dec–31 Mar`. */
export function seasonName(period: TariffPeriod): string {
  return displayLabel(
    period.displayName,
    monthDayRangeLabel(period.startDate, period.endDate),
  );
}

/** Compiles a singleRate or timeOfUseRates tariff period. */
export function compileEnergyPeriod(
  period: TariffPeriod,
  path: string,
  scope: ChargeScope,
): EnergyPeriod {
  const usage = period.singleRate
    ? singleRateCharge(
        period.singleRate,
        { name: 'Anytime', type: 'SINGLE_RATE' },
        `${path}.singleRate`,
        scope,
      )
    : timeOfUseCharge(
        period.timeOfUseRates ?? [],
        `${path}.timeOfUseRates`,
        scope,
        { requireFullCover: true },
      );
  return {
    name: seasonName(period),
    season: scope.season,
    supplyDollarsPerDay: period.dailySupplyCharge ?? 0,
    usage,
  };
}

/** Compiles the demand charges of a demandCharges tariff period. */
export function compileDemandCharges(
  period: TariffPeriod,
  path: string,
  scope: ChargeScope,
): DemandCharge[] {
  return (period.demandCharges ?? []).map((charge, i) => {
    const { layout } = buildLayout([[charge]], {
      zone: scope.zone,
      path: `${path}.demandCharges[${i}]`,
      requireFullCover: false,
    });
    if (/KVA/i.test(charge.measureUnit ?? '')) {
      scope.diagnostics.push({
        severity: 'warning',
        path: `${path}.demandCharges[${i}].measureUnit`,
        message: 'kVA demand is estimated as kW (power factor 1)',
      });
    }
    return {
      name: displayLabel(charge.displayName, 'Demand'),
      season: scope.season,
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
  scope: ChargeScope,
): ControlledLoadCharge | undefined {
  const [load] = loads;
  if (!load) return undefined;
  if (loads.length > 1) {
    scope.diagnostics.push({
      severity: 'warning',
      path,
      message: `${loads.length} controlled loads published; the first is priced`,
    });
  }
  const entryPath = `${path}[0]`;
  const name = displayLabel(load.displayName, 'Controlled load');
  if (load.singleRate) {
    return {
      supplyDollarsPerDay: load.singleRate.dailySupplyCharge ?? 0,
      usage: singleRateCharge(
        load.singleRate,
        { name, type: 'CONTROLLED_LOAD' },
        `${entryPath}.singleRate`,
        scope,
      ),
    };
  }
  const entries = load.timeOfUseRates ?? [];
  return {
    supplyDollarsPerDay: entries[0]?.dailySupplyCharge ?? 0,
    usage: timeOfUseCharge(entries, `${entryPath}.timeOfUseRates`, scope, {
      requireFullCover: false,
      fallbackBucket: 0,
    }),
  };
}
