import type { PlanDetail } from '../../cdr/plan-detail.ts';
import type { EnergyUnit } from '../usage/usage-profile.ts';
import { compileControlledLoad } from './compile-controlled-load.ts';
import { compileDiscounts, compileRecurringFees } from './compile-extras.ts';
import { compileFeedIn } from './compile-feed-in.ts';
import { compileTariffs } from './compile-tariffs.ts';
import type { ChargeScope } from './compile-usage.ts';
import type { CompiledPlan } from './compiled-plan.ts';
import type { TariffDiagnostic } from './diagnostics.ts';
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

type Contract = NonNullable<PlanDetail['electricityContract']>;

function pricingModelDiagnostics(
  contract: Contract,
  path: string,
): TariffDiagnostic[] {
  const at = `${path}.pricingModel`;
  if (contract.pricingModel === 'QUOTA') {
    return [
      { severity: 'error', path: at, message: 'QUOTA plans are not supported' },
    ];
  }
  if (contract.pricingModel.startsWith('FLEXIBLE')) {
    const message = 'FLEXIBLE (wholesale) rates are indicative';
    return [{ severity: 'warning', path: at, message }];
  }
  return [];
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
  const diagnostics = pricingModelDiagnostics(contract, path);
  const zoneOf = zoneResolver(detail, options.state, diagnostics);
  const unit: EnergyUnit = fuel === 'GAS' ? 'MJ' : 'KWH';
  const tariffs = compileTariffs(path, {
    contract,
    zoneOf,
    unit,
    diagnostics,
  });
  return {
    planId: detail.planId,
    displayName: detail.displayName ?? detail.planId,
    brandName: detail.brandName ?? detail.brand ?? '',
    fuel,
    unit,
    ...tariffs,
    ...compileExtras(detail, contract, path, {
      zone: zoneOf(contract.timeZone, path),
      unit,
      season: undefined,
      diagnostics,
    }),
    diagnostics,
    hasErrors: diagnostics.some((d) => d.severity === 'error'),
  };
}

/** Controlled load, feed-in, discounts and recurring fees of a contract. */
function compileExtras(
  detail: PlanDetail,
  contract: Contract,
  path: string,
  scope: ChargeScope,
): Pick<
  CompiledPlan,
  | 'controlledLoad'
  | 'feedIn'
  | 'feedInChoice'
  | 'discounts'
  | 'onExpiry'
  | 'recurringFees'
> {
  return {
    controlledLoad: compileControlledLoad(
      contract.controlledLoad ?? [],
      `${path}.controlledLoad`,
      scope,
    ),
    ...compileFeedIn(
      contract.solarFeedInTariff ?? [],
      `${path}.solarFeedInTariff`,
      scope,
    ),
    discounts: compileDiscounts(contract.discounts ?? [], contract),
    ...(contract.onExpiryDescription && {
      onExpiry: contract.onExpiryDescription,
    }),
    recurringFees: compileRecurringFees(
      contract.fees ?? [],
      detail.meteringCharges ?? [],
      path,
      scope.diagnostics,
    ),
  };
}
