import type { PlanSummary } from '../../contracts/plans.ts';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { planStartOn } from '../costs/discount-days.ts';
import { type PlanCost, pricePlan } from '../costs/price-plan.ts';
import { PricingContext } from '../costs/pricing-context.ts';
import type { NetworkState } from '../costs/time-zone.ts';
import { stateOfNetwork } from '../networks.ts';
import { roundTo } from '../round.ts';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { typicalHouseholdProfile } from '../usage/typical-shape.ts';
import type { EnergyUnit, UsageProfile } from '../usage/usage-profile.ts';
import {
  ESTIMATE_DAYS,
  type HouseholdKind,
  householdLabel,
  TYPICAL_USE_PER_DAY,
  unitOfEnergy,
} from './typical-usage.ts';

/**
 * The one typical household every screen prices a plan for when it shows a
 * "typical" or "home" figure (docs/pricing-rules.md, Typical household).
 */
export interface TypicalHousehold {
  readonly kind: HouseholdKind;
  readonly unit: EnergyUnit;
  /** Average use a day over the year. */
  readonly perDay: number;
  /** Its use over a 365-day year. */
  readonly annualUse: number;
  /** The state whose shape of day and year it takes; none: our national shape. */
  readonly state: NetworkState | undefined;
  /** E.g. `A home using 20 kWh a day`. */
  readonly label: string;
}

/** The household of a plan's own customer type. */
export const householdKindOf = (
  customerType: PlanSummary['customerType'],
): HouseholdKind => (customerType === 'Business' ? 'business' : 'home');

/** The typical household of one kind, fuel unit and state. */
export function typicalHousehold(
  kind: HouseholdKind,
  unit: EnergyUnit,
  state: NetworkState | undefined,
): TypicalHousehold {
  const perDay = TYPICAL_USE_PER_DAY[unit][kind];
  return {
    kind,
    unit,
    perDay,
    annualUse: perDay * 365,
    state,
    label: householdLabel(kind, unit),
  };
}

/** The state of a plan's first network, else the first state it is sold in. */
export function typicalStateOf(plan: {
  readonly networks: readonly string[];
  readonly availableStates: readonly string[];
}): NetworkState | undefined {
  const network = plan.networks[0];
  const state = (network && stateOfNetwork(network)) ?? plan.availableStates[0];
  return state && state in CAPITAL_POSTCODES
    ? (state as NetworkState)
    : undefined;
}

/**
 * The typical household a plan's own figures are priced for: of its
 * customer type and fuel, on its first network's state.
 */
export const typicalHouseholdOfPlan = (
  plan: Pick<PlanSummary, 'customerType' | 'energyType'> &
    Parameters<typeof typicalStateOf>[0],
): TypicalHousehold =>
  typicalHousehold(
    householdKindOf(plan.customerType),
    unitOfEnergy(plan.energyType),
    typicalStateOf(plan),
  );

/** A state's shapes are its capital's (docs/household.md, Shapes by place). */
const CAPITAL_POSTCODES: Readonly<Record<NetworkState, string>> = {
  NSW: '2000',
  ACT: '2600',
  VIC: '3000',
  QLD: '4000',
  SA: '5000',
  WA: '6000',
  TAS: '7000',
  NT: '0800',
};

/**
 * The household's calendar year from 1 January: electricity shaped by its
 * state's day and season, gas spread evenly (we have no gas shape).
 */
export function typicalYearProfile(
  household: TypicalHousehold,
  year: number,
): UsageProfile {
  const startDate = `${year}-01-01`;
  if (household.unit === 'MJ')
    return flatAnnualProfile(household.annualUse, { startDate, unit: 'MJ' });
  return typicalHouseholdProfile(
    household.annualUse,
    startDate,
    30,
    household.state && CAPITAL_POSTCODES[household.state],
  );
}

/** A few dozen households at most (kind × unit × use × state × year): kept with their sums. */
const contexts = new Map<string, PricingContext>();

/** The household's year with the engine's sums over it, built once. */
export function typicalPricingContext(
  household: TypicalHousehold,
  year: number,
): PricingContext {
  const key = `${household.kind}|${household.unit}|${household.annualUse}|${household.state}|${year}`;
  let context = contexts.get(key);
  if (!context) {
    if (contexts.size >= 64) contexts.clear();
    context = new PricingContext(typicalYearProfile(household, year));
    contexts.set(key, context);
  }
  return context;
}

/**
 * The engine's first-year price of the household on a plan chosen at
 * `now`, exactly as compare prices a visitor (time-limited discounts count
 * only while they last).
 */
export function priceTypicalHousehold(
  tariff: CompiledPlan,
  household: TypicalHousehold,
  now: Date | number,
): PlanCost {
  const year = new Date(now).getUTCFullYear();
  return pricePlan(tariff, typicalPricingContext(household, year), {
    startsOn: planStartOn(now),
  });
}

/** {@link ESTIMATE_DAYS} of a first-year cost, to the cent. */
export const estimateDaysOf = (annualCostIncGst: number): number =>
  roundTo((annualCostIncGst * ESTIMATE_DAYS) / 365, 2);

/** The card estimates: 30 days of the typical home's and business's year. */
export interface CardEstimates {
  readonly homeDollarsPer30Days: number;
  readonly businessDollarsPer30Days: number;
}

/** Estimates already priced, per compiled tariff, for one state and day. */
const priced = new WeakMap<CompiledPlan, Map<string, CardEstimates>>();

/**
 * The card estimates of a plan sold in `state`, chosen at `now`; null when
 * the engine cannot price the plan.
 */
export function cardEstimatesOf(
  tariff: CompiledPlan,
  state: NetworkState | undefined,
  now: Date | number,
): CardEstimates | null {
  if (tariff.hasErrors) return null;
  const key = `${state}|${planStartOn(now)}`;
  const known = priced.get(tariff)?.get(key);
  if (known) return known;
  const estimate = (kind: HouseholdKind) =>
    estimateDaysOf(
      priceTypicalHousehold(
        tariff,
        typicalHousehold(kind, tariff.unit, state),
        now,
      ).annualCostIncGst,
    );
  const estimates = {
    homeDollarsPer30Days: estimate('home'),
    businessDollarsPer30Days: estimate('business'),
  };
  const byKey = priced.get(tariff) ?? new Map<string, CardEstimates>();
  if (byKey.size >= 8) byKey.clear();
  byKey.set(key, estimates);
  priced.set(tariff, byKey);
  return estimates;
}
