import { ClientError } from '#platform/errors';
import type {
  PlanDetailsResponse,
  TypicalCost,
} from '#shared/contracts/plan-details';
import type { PlanSummary } from '#shared/contracts/plans';
import { referenceStatementOf } from '#shared/domain/compare/reference-statement';
import {
  cardEstimatesOf,
  priceTypicalHousehold,
  typicalHouseholdOfPlan,
  typicalPricingContext,
  typicalStateOf,
} from '#shared/domain/compare/typical-household';
import { unitWord } from '#shared/domain/compare/typical-usage';
import { compilePublished } from '#shared/domain/costs/compile-published';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { planStartOn } from '#shared/domain/costs/discount-days';
import {
  calendarMonthSlices,
  splitCostByMonth,
} from '#shared/domain/costs/month-split';
import {
  confidenceOf,
  readableDiagnostics,
} from '#shared/domain/costs/readable';
import { tariffMap } from '#shared/domain/costs/tariff-map';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import { planFacts } from '#shared/domain/plans/plan-facts';
import { planTerms } from '#shared/domain/plans/plan-terms';
import type { Clock } from '../ports.ts';
import type {
  PlanDocuments,
  PlanLookup,
  ReferencePrices,
} from '../ports-plans.ts';

export interface PlanDetailsDeps {
  readonly clock: Clock;
  /** Any stored plan, published or withdrawn. */
  readonly plans: PlanLookup;
  readonly documents: PlanDocuments;
  /** What the plan's "x% less than the reference price" is measured against. */
  readonly referencePrices: ReferencePrices;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The plan's first network and the state whose clock its times follow. */
function clockOf(plan: PlanSummary) {
  return { network: plan.networks[0] ?? null, state: typicalStateOf(plan) };
}

function compiled(
  plan: PlanSummary,
  document: unknown,
  state: NetworkState | undefined,
): CompiledPlan | string {
  if (document === undefined) return 'tariff not available';
  try {
    return compilePublished(document, plan.energyType, state);
  } catch (error) {
    return `tariff unreadable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Prices the plan for the typical household of its kind (docs/pricing-rules.md, Typical household). */
function typicalCost(
  plan: PlanSummary,
  tariff: CompiledPlan,
  network: string | null,
  now: Date,
): TypicalCost {
  const household = typicalHouseholdOfPlan(plan);
  const cost = priceTypicalHousehold(tariff, household, now);
  return {
    label: household.label,
    annualUse: household.annualUse,
    unit: unitWord(household.unit),
    network,
    annualCostIncGst: round2(cost.annualCostIncGst),
    annualCostAfterBenefitsIncGst: round2(cost.annualCostAfterBenefitsIncGst),
    breakdown: cost.breakdown,
    monthlyCostsIncGst: splitCostByMonth(
      tariff,
      calendarMonthSlices(
        typicalPricingContext(household, now.getUTCFullYear()).profile,
      ),
      round2(cost.annualCostIncGst),
      { startsOn: planStartOn(now) },
    ),
    confidence: confidenceOf(tariff, cost, 'typical'),
    diagnostics: readableDiagnostics(tariff, cost),
  };
}

/**
 * A plan's fact sheet from its stored CDR detail: terms, facts, tariff map
 * and the cost for a typical household of its kind. A withdrawn plan
 * answers its last known details, marked withdrawn; an unknown id is 404.
 */
export async function getPlanDetails(
  deps: PlanDetailsDeps,
  id: string,
): Promise<PlanDetailsResponse> {
  const [plan, documents, prices] = await Promise.all([
    deps.plans(id),
    deps.documents([id]),
    deps.referencePrices(),
  ]);
  if (!plan)
    throw new ClientError(404, 'NOT_FOUND', `No plan has the id ${id}`, 'id');
  const document = documents.get(id);
  const { network, state } = clockOf(plan);
  const now = deps.clock.now();
  const tariff = compiled(plan, document, state);
  const priceable =
    typeof tariff !== 'string' && tariff.hasErrors
      ? tariff.diagnostics
          .filter((d) => d.severity === 'error')
          .map((d) => d.message)
          .join('; ')
      : tariff;
  return {
    plan,
    withdrawn: !plan.isActive,
    terms: planTerms(document),
    facts: planFacts(document),
    tariffMap: typeof tariff === 'string' ? null : tariffMap(tariff),
    typical:
      typeof priceable === 'string'
        ? null
        : typicalCost(plan, priceable, network, now),
    cardEstimates:
      typeof priceable === 'string'
        ? null
        : cardEstimatesOf(priceable, state, now),
    referenceStatement:
      typeof tariff === 'string'
        ? null
        : referenceStatementOf(tariff, plan, prices, now),
    unpricedReason: typeof priceable === 'string' ? priceable : null,
  };
}
