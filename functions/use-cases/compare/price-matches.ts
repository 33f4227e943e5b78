import type { ComparedPlan, CompareRequest } from '#shared/contracts/compare';
import { benefitEndsOf } from '#shared/domain/compare/benefit-ends';
import {
  cardEstimatesOf,
  typicalStateOf,
} from '#shared/domain/compare/typical-household';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { planStartOn } from '#shared/domain/costs/discount-days';
import type { PlanCost } from '#shared/domain/costs/price-plan';
import type { PricingContext } from '#shared/domain/costs/pricing-context';
import {
  confidenceOf,
  readableDiagnostics,
} from '#shared/domain/costs/readable';
import { isStale } from '#shared/domain/plans/staleness';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import type { PlanRecord } from '../ports-plans.ts';
import { rankWithKeptCosts } from './kept-costs.ts';

export { STALE_AFTER_MS } from '#shared/domain/plans/staleness';

const round2 = (value: number) => Math.round(value * 100) / 100;

const strip = ({
  includedPostcodes,
  excludedPostcodes,
  cdrLastUpdated,
  sourceBrand,
  ...summary
}: PlanRecord) => summary;

/**
 * A plan priced on one usage, before its saving against a basis (savings.ts)
 * and before its typical-household estimates, which only the rows a visitor
 * is sent carry (`withCardEstimates`).
 */
export type PricedPlan = Omit<
  ComparedPlan,
  'isBestValue' | 'annualSavingsDollars' | 'cardEstimates'
>;

export interface PricedMatches {
  readonly plans: PricedPlan[];
  readonly excluded: { planId: string; reason: string }[];
}

/**
 * Rows with their typical-household estimates (docs/pricing-rules.md,
 * Typical household). A cold compare would otherwise price two typical
 * households for every plan of the market to send ten rows.
 */
export function withCardEstimates<R extends PricedPlan>(
  rows: readonly R[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
  now: number,
): (R & Pick<ComparedPlan, 'cardEstimates'>)[] {
  return rows.map((row) => ({
    ...row,
    cardEstimates: cardEstimatesOfRow(row, tariffs, now),
  }));
}

/** One row's typical-household estimates; null when its tariff is not at hand. */
export function cardEstimatesOfRow(
  row: PricedPlan,
  tariffs: ReadonlyMap<string, CompiledPlan>,
  now: number,
): ComparedPlan['cardEstimates'] {
  const tariff = tariffs.get(row.plan.id);
  return tariff ? cardEstimatesOf(tariff, typicalStateOf(row.plan), now) : null;
}

/** Plans in `records` with no compiled tariff, as exclusions. */
export function unpricedOf(
  records: readonly PlanRecord[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
): PricedMatches['excluded'] {
  return records
    .filter((r) => !tariffs.has(r.id))
    .map((r) => ({ planId: r.id, reason: 'tariff not available' }));
}

/** One plan's row from its engine cost. */
export function pricedRow(
  record: PlanRecord,
  tariff: CompiledPlan,
  cost: PlanCost,
  request: CompareRequest,
  now: number,
): PricedPlan {
  const basis = request.usage.kind === 'intervals' ? 'meter' : 'typical';
  return {
    plan: strip(record),
    annualCostIncGst: round2(cost.annualCostIncGst),
    annualCostWithAllDiscountsIncGst: round2(
      cost.annualCostWithAllDiscountsIncGst,
    ),
    annualCostAfterBenefitsIncGst: round2(cost.annualCostAfterBenefitsIncGst),
    benefitEnds: benefitEndsOf(cost.breakdown, tariff.onExpiry),
    savingAgainstCurrentDollars: null,
    monthlyEstimateDollars: round2(cost.annualCostIncGst / 12),
    breakdown: cost.breakdown,
    notes: [...cost.notes],
    diagnostics: readableDiagnostics(tariff, cost, basis),
    confidence: confidenceOf(tariff, cost, basis),
    isStale: isStale(record.lastUpdated, now),
  };
}

/**
 * Rows kept by the cost they were built from: a kept cost (kept-costs.ts)
 * is the same object for the same usage, start day and compiled plan, so
 * its row is rebuilt only when the plan's record or the basis differs,
 * and its staleness is read again, as the hour has moved on.
 */
const keptRows = new WeakMap<
  PlanCost,
  { record: PlanRecord; basis: string; row: PricedPlan }
>();

function rowOf(
  record: PlanRecord,
  tariff: CompiledPlan,
  cost: PlanCost,
  request: CompareRequest,
  now: number,
): PricedPlan {
  const kept = keptRows.get(cost);
  if (kept?.record === record && kept.basis === request.usage.kind) {
    const stale = isStale(record.lastUpdated, now);
    return stale === kept.row.isStale
      ? kept.row
      : { ...kept.row, isStale: stale };
  }
  const row = pricedRow(record, tariff, cost, request, now);
  keptRows.set(cost, { record, basis: request.usage.kind, row });
  return row;
}

/** Prices the matched plans with the engine over one profile. */
export function priceMatches(
  records: readonly PlanRecord[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
  usage: UsageProfile | PricingContext,
  request: CompareRequest,
  now: number,
): PricedMatches {
  const byId = new Map(records.map((r) => [r.id, r]));
  const { ranked, excluded } = rankWithKeptCosts(
    [...tariffs.values()],
    usage,
    planStartOn(now),
  );
  const plans = ranked.flatMap((cost) => {
    const record = byId.get(cost.planId);
    const tariff = tariffs.get(cost.planId);
    if (!record || !tariff) return [];
    return [rowOf(record, tariff, cost, request, now)];
  });
  return { plans, excluded: [...unpricedOf(records, tariffs), ...excluded] };
}
