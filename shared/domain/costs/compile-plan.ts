import type { PlanDetail, TariffPeriod } from '../../cdr/plan-detail.ts';
import { compileDiscounts, compileRecurringFees } from './compile-extras.ts';
import { compileFeedIn } from './compile-feed-in.ts';
import {
  compileControlledLoad,
  compileDemandCharges,
  compileEnergyPeriod,
} from './compile-usage.ts';
import type {
  CompiledPlan,
  DemandCharge,
  EnergyPeriod,
} from './compiled-plan.ts';
import type { TariffDiagnostic } from './diagnostics.ts';
import { buildSeasons } from './seasons.ts';
import {
  AEST_RULE,
  localRule,
  type NetworkState,
  stateOfDistributors,
  type ZoneRule,
} from './time-zone.ts';

/** Options for {@link compilePlan}. */
export interface CompileOptions {
  /** Contract to price for a DUAL plan. @default the plan's own fuel, else ELECTRICITY */
  readonly fuel?: 'ELECTRICITY' | 'GAS';
  /** State whose clock `timeZone: LOCAL` means. @default from `geography.distributors` */
  readonly state?: NetworkState;
}

function zoneResolver(
  detail: PlanDetail,
  state: NetworkState | undefined,
  diagnostics: TariffDiagnostic[],
): (timeZone: 'LOCAL' | 'AEST' | undefined, path: string) => ZoneRule {
  const resolved =
    state ?? stateOfDistributors(detail.geography?.distributors ?? []);
  return (timeZone, path) => {
    if (timeZone !== 'LOCAL') return AEST_RULE;
    if (resolved) return localRule(resolved);
    diagnostics.push({
      severity: 'warning',
      path,
      message: 'LOCAL time zone with an unknown state; AEST assumed',
    });
    return AEST_RULE;
  };
}

/**
 * Compiles a parsed CDR plan into per-season, per-window prices ready for
 * {@link pricePlan}. Problems are collected in `diagnostics`; a plan with
 * an `error` diagnostic (overlapping or gappy windows, cents-like prices,
 * unsupported pricing) is marked `hasErrors` and will not be priced.
 */
export function compilePlan(
  detail: PlanDetail,
  options: CompileOptions = {},
): CompiledPlan {
  const fuel =
    options.fuel ?? (detail.fuelType === 'GAS' ? 'GAS' : 'ELECTRICITY');
  const key = fuel === 'GAS' ? 'gasContract' : 'electricityContract';
  const contract = detail[key];
  const path = `data.${key}`;
  if (!contract) throw new RangeError(`${path} is required for ${fuel}`);
  const diagnostics: TariffDiagnostic[] = [];
  const zoneOf = zoneResolver(detail, options.state, diagnostics);
  if (contract.pricingModel === 'QUOTA') {
    diagnostics.push({
      severity: 'error',
      path: `${path}.pricingModel`,
      message: 'QUOTA plans are not supported',
    });
  } else if (contract.pricingModel.startsWith('FLEXIBLE')) {
    diagnostics.push({
      severity: 'warning',
      path: `${path}.pricingModel`,
      message: 'FLEXIBLE (wholesale) rates are indicative',
    });
  }
  const indexed = contract.tariffPeriod.map((period, i) => ({
    period,
    path: `${path}.tariffPeriod[${i}]`,
  }));
  const energy = indexed.filter(
    (p) => p.period.rateBlockUType !== 'demandCharges',
  );
  const demand = indexed.filter(
    (p) => p.period.rateBlockUType === 'demandCharges',
  );
  const zoneFor = (p: { period: TariffPeriod; path: string }) =>
    zoneOf(p.period.timeZone ?? contract.timeZone, p.path);
  const seasons = buildSeasons(
    energy.map((p) => ({ ...p.period, path: p.path })),
    `${path}.tariffPeriod`,
    true,
  );
  diagnostics.push(...seasons.diagnostics);
  const periods: EnergyPeriod[] = energy.map((p) =>
    compileEnergyPeriod(p.period, p.path, zoneFor(p), diagnostics),
  );
  const demandSeasons =
    demand.length > 0
      ? buildSeasons(
          demand.map((p) => ({ ...p.period, path: p.path })),
          `${path}.tariffPeriod`,
          false,
        )
      : undefined;
  diagnostics.push(...(demandSeasons?.diagnostics ?? []));
  const demandCharges: DemandCharge[][] = demand.map((p) =>
    compileDemandCharges(p.period, p.path, zoneFor(p), diagnostics),
  );
  const contractZone = zoneOf(contract.timeZone, path);
  const controlledLoad = compileControlledLoad(
    contract.controlledLoad ?? [],
    `${path}.controlledLoad`,
    contractZone,
    diagnostics,
  );
  const feedIn = compileFeedIn(
    contract.solarFeedInTariff ?? [],
    `${path}.solarFeedInTariff`,
    contractZone,
    diagnostics,
  );
  const recurringFees = compileRecurringFees(
    contract.fees ?? [],
    detail.meteringCharges ?? [],
    path,
    diagnostics,
  );
  return {
    planId: detail.planId,
    displayName: detail.displayName ?? detail.planId,
    brandName: detail.brandName ?? detail.brand ?? '',
    fuel,
    unit: fuel === 'GAS' ? 'MJ' : 'KWH',
    seasons: seasons.seasons,
    periods,
    demandSeasons: demandSeasons?.seasons,
    demandCharges,
    controlledLoad,
    feedIn,
    discounts: compileDiscounts(contract.discounts ?? []),
    recurringFees,
    diagnostics,
    hasErrors: diagnostics.some((d) => d.severity === 'error'),
  };
}
