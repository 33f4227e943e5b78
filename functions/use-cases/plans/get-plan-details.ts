import { ClientError } from '#platform/errors';
import { parsePlanDetailData } from '#shared/cdr/plan-detail';
import type { CompareRequest } from '#shared/contracts/compare';
import type {
  PlanDetailsResponse,
  TypicalCost,
} from '#shared/contracts/plan-details';
import type { PlanSummary } from '#shared/contracts/plans';
import { typicalUsageOf } from '#shared/domain/compare/typical-usage';
import { profileForCompare } from '#shared/domain/compare/usage-for-compare';
import { compilePlan } from '#shared/domain/costs/compile-plan';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { planStartOn } from '#shared/domain/costs/discount-days';
import {
  calendarMonthSlices,
  splitCostByMonth,
} from '#shared/domain/costs/month-split';
import { pricePlan } from '#shared/domain/costs/price-plan';
import {
  confidenceOf,
  readableDiagnostics,
} from '#shared/domain/costs/readable';
import { tariffMap } from '#shared/domain/costs/tariff-map';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import { stateOfNetwork } from '#shared/domain/networks';
import { planFacts } from '#shared/domain/plans/plan-facts';
import { planTerms } from '#shared/domain/plans/plan-terms';
import { pricingFor } from '../compare/pricing-for.ts';
import type { Clock } from '../ports.ts';
import type { PlanDocuments, PlanLookup } from '../ports-plans.ts';

export interface PlanDetailsDeps {
  readonly clock: Clock;
  /** Any stored plan, published or withdrawn. */
  readonly plans: PlanLookup;
  readonly documents: PlanDocuments;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The plan's first network and the state whose clock its times follow. */
function clockOf(plan: PlanSummary) {
  const network = plan.networks[0] ?? null;
  const state = (network && stateOfNetwork(network)) ?? plan.availableStates[0];
  return { network, state: state as NetworkState | undefined };
}

function compiled(
  plan: PlanSummary,
  document: unknown,
  state: NetworkState | undefined,
): CompiledPlan | string {
  if (document === undefined) return 'tariff not available';
  try {
    return compilePlan(parsePlanDetailData(document), {
      fuel: plan.energyType === 'Gas' ? 'GAS' : 'ELECTRICITY',
      ...(state && { state }),
    });
  } catch (error) {
    return `tariff unreadable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Prices the plan over a typical year of its kind, as compare would. */
function typicalCost(
  plan: PlanSummary,
  tariff: CompiledPlan,
  network: string | null,
  now: Date,
): TypicalCost {
  const year = now.getUTCFullYear();
  const options = { startsOn: planStartOn(now) };
  const usage = typicalUsageOf(plan);
  const request: CompareRequest = {
    postcode: '',
    energyType: plan.energyType,
    customerType: plan.customerType,
    usage: { kind: 'monthlyKwh', monthlyKwh: usage.monthly },
    filters: { planType: 'all', greenOnly: false, noExitFee: false },
    sort: 'price',
    page: 1,
    pageSize: 1,
  };
  // The typical use is one of a few figures: its profile and sums are
  // kept, as compare keeps a typed usage's.
  const { profile, context } = pricingFor(request, year, () =>
    profileForCompare(request, year),
  );
  const cost = pricePlan(tariff, context, options);
  return {
    label: usage.label,
    annualUse: Math.round(usage.monthly * 12),
    unit: usage.unit,
    network,
    annualCostIncGst: round2(cost.annualCostIncGst),
    monthlyEstimateDollars: round2(cost.annualCostIncGst / 12),
    annualCostAfterBenefitsIncGst: round2(cost.annualCostAfterBenefitsIncGst),
    breakdown: cost.breakdown,
    monthlyCostsIncGst: splitCostByMonth(
      tariff,
      calendarMonthSlices(profile),
      round2(cost.annualCostIncGst),
      options,
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
  const [plan, documents] = await Promise.all([
    deps.plans(id),
    deps.documents([id]),
  ]);
  if (!plan)
    throw new ClientError(404, 'NOT_FOUND', `No plan has the id ${id}`, 'id');
  const document = documents.get(id);
  const { network, state } = clockOf(plan);
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
        : typicalCost(plan, priceable, network, deps.clock.now()),
    unpricedReason: typeof priceable === 'string' ? priceable : null,
  };
}
