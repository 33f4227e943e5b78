import { ValidationError } from '#platform/errors';
import type { CompareRequest } from '#shared/contracts/compare';
import type {
  SideBySideRequest,
  SideBySideResponse,
} from '#shared/contracts/side-by-side';
import { marketOfRequest } from '#shared/domain/catalogue/market';
import { matchPlans } from '#shared/domain/compare/match-plans';
import {
  profileForCompare,
  usageSummary,
} from '#shared/domain/compare/usage-for-compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { planStartOn } from '#shared/domain/costs/discount-days';
import {
  calendarMonthSlices,
  splitCostByMonth,
} from '#shared/domain/costs/month-split';
import { planTerms } from '#shared/domain/plans/plan-terms';
import type { Clock } from '../ports.ts';
import type { MarketCatalogue, PlanDocuments } from '../ports-plans.ts';
import { billPlanOf } from './bill-plan.ts';
import { priceMatches, withCardEstimates } from './price-matches.ts';
import { appliedWhatIfFor } from './what-if-household.ts';
import { priceWhatIf } from './what-if-pricing.ts';

export interface SideBySideDeps {
  readonly clock: Clock;
  /** The plans on offer where the visitor is. */
  readonly market: MarketCatalogue;
  readonly planDocuments: PlanDocuments;
}

/** The compare request that prices these plans: the market, no filters. */
const compareRequestOf = (request: SideBySideRequest): CompareRequest => ({
  postcode: request.postcode,
  energyType: request.energyType,
  customerType: request.customerType,
  usage: request.usage,
  ...(request.network && { network: request.network }),
  ...(request.whatIf && { whatIf: request.whatIf }),
  filters: { planType: 'all', greenOnly: false, noExitFee: false },
  sort: 'price',
  page: 1,
  pageSize: request.planIds.length,
});

function profileOf(
  request: CompareRequest,
  year: number,
  billPlan: CompiledPlan | undefined,
) {
  try {
    return profileForCompare(request, year, billPlan);
  } catch (error) {
    throw new ValidationError(
      error instanceof Error ? error.message : 'Unusable usage data',
      'usage',
    );
  }
}

/**
 * Prices up to four plans of the visitor's market exactly as compare does
 * (same catalogue reader, same engine), with each plan's annual cost split
 * by calendar month and its published terms, in the order asked for.
 */
export async function sideBySide(
  deps: SideBySideDeps,
  request: SideBySideRequest,
): Promise<SideBySideResponse> {
  const now = deps.clock.now();
  const compare = compareRequestOf(request);
  const market = await deps.market(marketOfRequest(request));
  const sold = new Map(
    matchPlans(market.records, compare, market.resolved).plans.map((p) => [
      p.id,
      p,
    ]),
  );
  const billPlan = billPlanOf(
    compare.usage,
    new Set(sold.keys()),
    market.compiled,
  );
  const profile = profileOf(compare, now.getUTCFullYear(), billPlan);
  const outside = request.planIds.filter((id) => !sold.has(id));
  if (outside.length > 0) {
    throw new ValidationError(
      `planIds: not offered for this postcode, fuel and customer type: ${outside.join(', ')}`,
      'planIds',
    );
  }
  const records = request.planIds.flatMap((id) => sold.get(id) ?? []);
  const tariffs = new Map<string, CompiledPlan>();
  for (const record of records) {
    const compiled = market.compiled.get(record.id);
    if (compiled) tariffs.set(record.id, compiled);
  }
  const priced = priceMatches(
    records,
    tariffs,
    profile,
    compare,
    now.getTime(),
  );
  const [unpriced] = priced.excluded;
  if (unpriced) {
    throw new ValidationError(
      `planIds: ${unpriced.planId} cannot be priced (${unpriced.reason})`,
      'planIds',
    );
  }
  // With a what-if, each plan's row is the what-if's row: its cost after,
  // and before, by the same pricing as /compare's (docs/what-if.md).
  const applied = appliedWhatIfFor(compare, profile, now.getUTCFullYear());
  const whatIf =
    applied &&
    priceWhatIf(applied, records, tariffs, priced, compare, now.getTime());
  const rows = whatIf?.priced ?? priced;
  const documents = await deps.planDocuments(request.planIds);
  const slices = calendarMonthSlices(profile);
  const chosen = withCardEstimates(
    rows.plans.filter((p) => request.planIds.includes(p.plan.id)),
    tariffs,
    now.getTime(),
  );
  const plans = request.planIds.flatMap((id) => {
    const result = chosen.find((p) => p.plan.id === id);
    const tariff = tariffs.get(id);
    if (!result || !tariff) return [];
    const after = whatIf?.outcomeOf.get(id)?.profile;
    return [
      {
        ...result,
        monthlyCostsIncGst: splitCostByMonth(
          tariff,
          after ? calendarMonthSlices(after) : slices,
          result.annualCostIncGst,
          { startsOn: planStartOn(now) },
        ),
        terms: planTerms(documents.get(id)),
      },
    ];
  });
  return {
    postcode: request.postcode,
    usage: usageSummary(profile),
    basis: request.usage.kind === 'intervals' ? 'meter' : 'typical',
    plans,
  };
}
