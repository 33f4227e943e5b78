import { ValidationError } from '#platform/errors';
import type { CompareRequest } from '#shared/contracts/compare';
import type {
  SwitchQuote,
  SwitchQuoteRequest,
} from '#shared/contracts/switch-requests';
import { marketOfRequest } from '#shared/domain/catalogue/market';
import { matchPlans } from '#shared/domain/compare/match-plans';
import { usageBasis } from '#shared/domain/compare/usage-basis';
import { usageSummary } from '#shared/domain/compare/usage-for-compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { billPlanOf } from '../compare/bill-plan.ts';
import { profileOrError } from '../compare/compare-plans.ts';
import { priceMatches } from '../compare/price-matches.ts';
import { savingsBasisFor, withSavings } from '../compare/savings.ts';
import type { Clock } from '../ports.ts';
import type {
  MarketCatalogue,
  PlanRecord,
  ReferencePrices,
} from '../ports-plans.ts';

export interface QuoteSwitchDeps {
  readonly clock: Clock;
  readonly market: MarketCatalogue;
  readonly referencePrices: ReferencePrices;
}

export interface PricedSwitch {
  readonly plan: PlanRecord;
  readonly quote: SwitchQuote;
}

const NOT_OFFERED = 'This plan is not offered for the postcode you compared';

/** The comparison that showed the plan's card, narrowed to that plan. */
const compareRequestOf = (input: SwitchQuoteRequest): CompareRequest => ({
  postcode: input.postcode,
  energyType: input.energyType,
  customerType: input.customerType,
  usage: input.usage,
  ...(input.network && { network: input.network }),
  filters: { planType: 'all', greenOnly: false, noExitFee: false },
  sort: 'price',
  page: 1,
  pageSize: 1,
});

/**
 * Prices one plan exactly as /compare priced its card: the same market,
 * matching, usage profile and engine, so the switch summary, the stored
 * request and both e-mails carry the figure the visitor saw.
 */
export async function quoteSwitch(
  deps: QuoteSwitchDeps,
  input: SwitchQuoteRequest,
): Promise<PricedSwitch> {
  const now = deps.clock.now();
  const request = compareRequestOf(input);
  const market = await deps.market(marketOfRequest(request));
  const match = matchPlans(market.records, request, market.resolved);
  const profile = profileOrError(
    request,
    now.getUTCFullYear(),
    billPlanOf(
      request.usage,
      new Set(match.plans.map((p) => p.id)),
      market.compiled,
    ),
  );
  const plan = match.plans.find((p) => p.id === input.selectedPlanId);
  const tariff = plan && market.compiled.get(plan.id);
  if (!plan || !tariff)
    throw new ValidationError(NOT_OFFERED, 'selectedPlanId');
  const [pricedAlone] = priceMatches(
    [plan],
    new Map([[plan.id, tariff]]),
    profile,
    request,
    now.getTime(),
  ).plans;
  // The card's saving: the same basis, the market priced only for its median.
  const basis = await savingsBasisFor(deps.referencePrices, {
    request,
    profile,
    networks: match.networks,
    now,
    market: () => {
      const tariffs = new Map<string, CompiledPlan>();
      for (const p of match.plans) {
        const compiled = market.compiled.get(p.id);
        if (compiled) tariffs.set(p.id, compiled);
      }
      return priceMatches(match.plans, tariffs, profile, request, now.getTime())
        .plans;
    },
  });
  const [priced] = withSavings(pricedAlone ? [pricedAlone] : [], basis);
  if (!priced)
    throw new ValidationError(
      'This plan cannot be priced for your usage',
      'selectedPlanId',
    );
  const { monthlyKwh } = usageSummary(profile);
  const unit = request.energyType === 'Gas' ? 'MJ' : 'kWh';
  return {
    plan,
    quote: {
      planId: plan.id,
      annualCostIncGst: priced.annualCostIncGst,
      monthlyEstimateDollars: priced.monthlyEstimateDollars,
      annualSavingsDollars: priced.annualSavingsDollars,
      monthlyUsage: monthlyKwh,
      usageBasis: usageBasis(input.usage, unit, monthlyKwh),
    },
  };
}
