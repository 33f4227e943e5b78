import type { PlanDetail, TariffPeriod } from '../../cdr/plan-detail.ts';
import type { EnergyUnit } from '../usage/usage-profile.ts';
import {
  type ChargeScope,
  compileDemandCharges,
  compileEnergyPeriod,
  seasonName,
} from './compile-usage.ts';
import type { CompiledPlan } from './compiled-plan.ts';
import type { TariffDiagnostic } from './diagnostics.ts';
import { buildSeasons, type SeasonSet } from './seasons.ts';
import type { ZoneRule } from './time-zone.ts';

type Contract = NonNullable<PlanDetail['electricityContract']>;
type Indexed = { readonly period: TariffPeriod; readonly path: string };

/** What the tariff periods of one contract are compiled with. */
export interface TariffContext {
  readonly contract: Contract;
  readonly zoneOf: (
    timeZone: 'LOCAL' | 'AEST' | undefined,
    path: string,
  ) => ZoneRule;
  readonly unit: EnergyUnit;
  readonly diagnostics: TariffDiagnostic[];
}

/**
 * Seasons and per-season charges of one kind of tariff period (energy or
 * demand), each compiled with `build`.
 */
function compileSeasons<T>(
  periods: readonly Indexed[],
  path: string,
  energy: boolean,
  context: TariffContext,
  build: (period: TariffPeriod, path: string, scope: ChargeScope) => T,
): { seasons: SeasonSet; charges: T[] } {
  const { contract, zoneOf, unit, diagnostics } = context;
  const built = buildSeasons(
    periods.map((p) => ({ ...p.period, path: p.path })),
    path,
    energy,
  );
  diagnostics.push(...built.diagnostics);
  const several = periods.length > 1;
  const charges = periods.map((p) =>
    build(p.period, p.path, {
      zone: zoneOf(p.period.timeZone ?? contract.timeZone, p.path),
      unit,
      season: several ? seasonName(p.period) : undefined,
      diagnostics,
    }),
  );
  return { seasons: built.seasons, charges };
}

/**
 * Energy seasons with their supply and usage prices, and demand seasons
 * with their demand charges, of a contract at `path`.
 */
export function compileTariffs(
  path: string,
  context: TariffContext,
): Pick<
  CompiledPlan,
  'seasons' | 'periods' | 'demandSeasons' | 'demandCharges'
> {
  const indexed = context.contract.tariffPeriod.map((period, i) => ({
    period,
    path: `${path}.tariffPeriod[${i}]`,
  }));
  const isDemand = (p: Indexed) => p.period.rateBlockUType === 'demandCharges';
  const periodsPath = `${path}.tariffPeriod`;
  const energy = compileSeasons(
    indexed.filter((p) => !isDemand(p)),
    periodsPath,
    true,
    context,
    compileEnergyPeriod,
  );
  // Some retailers publish demand charges inside the usage period; they
  // are real charges, so they are priced wherever they appear.
  const demandPeriods = indexed.filter((p) => p.period.demandCharges);
  for (const p of demandPeriods) {
    if (isDemand(p)) continue;
    context.diagnostics.push({
      severity: 'warning',
      path: `${p.path}.demandCharges`,
      message: `demand charges are published inside the ${p.period.rateBlockUType === 'singleRate' ? 'single-rate' : 'time-of-use'} usage period rather than in a demand period of their own; they are priced all the same`,
    });
  }
  const demand = compileSeasons(
    demandPeriods,
    periodsPath,
    false,
    context,
    compileDemandCharges,
  );
  return {
    seasons: energy.seasons,
    periods: energy.charges,
    demandSeasons: demandPeriods.length > 0 ? demand.seasons : undefined,
    demandCharges: demand.charges,
  };
}
