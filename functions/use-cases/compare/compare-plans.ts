import { ValidationError } from '#platform/errors';
import type {
  CompareRequest,
  CompareResponse,
  CurrentPlanResult,
} from '#shared/contracts/compare';
import { sydneyDay } from '#shared/domain/analytics-days';
import { marketOfRequest } from '#shared/domain/catalogue/market';
import { matchPlans } from '#shared/domain/compare/match-plans';
import {
  SORTS_BY_ESTIMATE,
  sortResults,
} from '#shared/domain/compare/sort-results';
import {
  monthlyUseOf,
  profileForCompare,
  usageSummary,
} from '#shared/domain/compare/usage-for-compare';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import { bandWindowsKey } from '#shared/domain/household/plan-bands';
import { inputKindOf } from '#shared/domain/household/ranges';
import { leadScore } from '#shared/domain/lead-score';
import { stateForPostcode } from '#shared/domain/postcode';
import type { WhatIfCosts } from '#shared/domain/what-if/upfront-costs';
import {
  type PersonInquiryDeps,
  savePersonInquiry,
} from '../inquiries/save-person-inquiry.ts';
import { lastPriceChange } from '../plans/get-plan-history.ts';
import type { Clock, IdGenerator } from '../ports.ts';
import type { UserInquiryRecord } from '../ports-inquiries.ts';
import type { PlanHistoryReader } from '../ports-plan-history.ts';
import type { MarketCatalogue, ReferencePrices } from '../ports-plans.ts';
import { billPlanOf, currentPlanIdOf } from './bill-plan.ts';
import { cheapestPlanWindows } from './cheapest-windows.ts';
import { withCostRanges } from './cost-ranges.ts';
import {
  assertInMarket,
  currentPlanResult,
  withSavingAgainst,
} from './current-plan.ts';
import { withFreePowerWindows } from './free-power.ts';
import {
  comparedHousehold,
  withEligibilityWords,
  withHouseholdNotes,
} from './household-rows.ts';
import { chartsOf } from './kept-charts.ts';
import {
  cardEstimatesOfRow,
  priceMatches,
  withCardEstimates,
} from './price-matches.ts';
import { pricingFor } from './pricing-for.ts';
import { withReferenceStatements } from './reference-statements.ts';
import { savingsBasisFor, withSavings } from './savings.ts';
import { withTimingAllowances } from './timing-rows.ts';
import { appliedWhatIfFor } from './what-if-household.ts';
import { priceWhatIf } from './what-if-pricing.ts';
import { whatIfSummary } from './what-if-summary.ts';

const NO_FILTERS: CompareRequest['filters'] = {
  planType: 'all',
  greenOnly: false,
  noExitFee: false,
};

/** The current plan with when its price last changed, when history is at hand. */
async function withLastPriceChange(
  deps: ComparePlansDeps,
  current: CurrentPlanResult | null,
): Promise<CurrentPlanResult | null> {
  if (!current || !deps.planHistory) return current;
  return {
    ...current,
    lastPriceChange: await lastPriceChange(deps.planHistory, current.plan.id),
  };
}

export interface ComparePlansDeps extends PersonInquiryDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly market: MarketCatalogue;
  /** What savings are measured against when no current plan is known. */
  readonly referencePrices: ReferencePrices;
  /** The what-if's upfront costs and rebates in force; without them, no money is shown. */
  readonly whatIfCosts?: () => Promise<WhatIfCosts>;
  /** Where the current plan's last price change is read; without it, not said. */
  readonly planHistory?: PlanHistoryReader;
}

/** The profile to price, or a 400 naming the usage. */
export function profileOrError(
  request: CompareRequest,
  year: number,
  billPlan?: CompiledPlan,
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

async function saveInquiry(
  deps: ComparePlansDeps,
  request: CompareRequest,
  bestSavings: number | null,
  pricedMonthlyKwh: number,
) {
  const { inquiry, usage } = request;
  if (!inquiry) return null;
  const createdAt = deps.clock.now().toISOString();
  const monthlyUse =
    usage.kind === 'bill' ? pricedMonthlyKwh : monthlyUseOf(usage);
  const lead: Omit<UserInquiryRecord, 'leadQualityScore'> = {
    id: deps.ids.next(),
    name: inquiry.name || 'Anonymous',
    email: '',
    phone: inquiry.phone || 'Not provided',
    postcode: request.postcode,
    currentProvider: inquiry.currentProvider ?? '',
    monthlyUsage:
      usage.kind === 'monthlyKwh'
        ? Math.round(usage.monthlyKwh)
        : (monthlyUse ?? null),
    monthlyBill: usage.kind === 'monthlyBill' ? usage.monthlyBillDollars : null,
    energyType: request.energyType.toLowerCase(),
    inquirySource: 'comparison_tool',
    notes: `${request.customerType} customer`,
    estimatedSavings: bestSavings,
    status: 'new',
    createdAt,
  };
  // The start popup's visitor arrives with the phone they gave there.
  return savePersonInquiry(
    deps,
    { ...lead, leadQualityScore: leadScore(lead) },
    { comparisonId: inquiry.comparisonId, phone: inquiry.phone },
    inquiry.comparisonId,
  );
}

/**
 * Ranks every plan a visitor can buy at their postcode by what it would
 * cost them, and saves their inquiry once per Compare Plans action.
 */
export async function comparePlans(
  deps: ComparePlansDeps,
  request: CompareRequest,
): Promise<CompareResponse> {
  const now = deps.clock.now();
  const year = now.getUTCFullYear();
  const market = await deps.market(marketOfRequest(request));
  const match = matchPlans(market.records, request, market.resolved);
  // A current plan is ranked against, and the median plan taken over, the
  // whole market, so filters apply only after pricing, to the list shown.
  const candidates = matchPlans(
    market.records,
    { ...request, filters: NO_FILTERS },
    market.resolved,
  ).plans;
  const sold = new Set(candidates.map((p) => p.id));
  const currentPlanId = currentPlanIdOf(request);
  if (request.currentPlanId) assertInMarket(request.currentPlanId, sold);
  const billPlan = billPlanOf(request.usage, sold, market.compiled);
  const { profile, context } = pricingFor(
    request,
    year,
    () => profileOrError(request, year, billPlan),
    bandWindowsKey(billPlan),
  );
  const tariffs = new Map<string, CompiledPlan>();
  for (const plan of candidates) {
    const compiled = market.compiled.get(plan.id);
    if (compiled) tariffs.set(plan.id, compiled);
  }
  const household =
    request.usage.kind === 'bill'
      ? comparedHousehold(
          request.usage,
          request.postcode,
          year,
          candidates.map((p) => p.id),
          market.eligibility,
          billPlan,
        )
      : undefined;
  const marketBefore = priceMatches(
    candidates,
    tariffs,
    context,
    request,
    now.getTime(),
  );
  const applied = appliedWhatIfFor(request, profile, year);
  const whatIf =
    applied &&
    priceWhatIf(
      applied,
      candidates,
      tariffs,
      marketBefore,
      request,
      now.getTime(),
    );
  const marketPriced = whatIf?.priced ?? {
    ...marketBefore,
    plans: withTimingAllowances(
      marketBefore.plans,
      request,
      profile,
      year,
      bandWindowsKey(billPlan),
      tariffs,
      now.getTime(),
    ),
  };
  const current = await withLastPriceChange(
    deps,
    currentPlanId
      ? currentPlanResult(currentPlanId, marketPriced.plans, (row) =>
          cardEstimatesOfRow(row, tariffs, now.getTime()),
        )
      : null,
  );
  const savingsBasis = await savingsBasisFor(deps.referencePrices, {
    request,
    profile,
    networks: match.networks,
    now,
    currentPlan: current,
    market: () => marketPriced.plans,
  });
  const matched = new Set(match.plans.map((p) => p.id));
  // Plans the household cannot take by its own answers are left out
  // unless the visitor asked to see every plan.
  const canTake = (id: string) =>
    request.showAllPlans === true || !household?.ineligible.has(id);
  const shown = new Set([...matched].filter(canTake));
  const pricedMatched = marketPriced.plans.filter((p) =>
    matched.has(p.plan.id),
  );
  const rows = withEligibilityWords(
    withSavings(
      withSavingAgainst(
        marketPriced.plans.filter((p) => shown.has(p.plan.id)),
        current,
      ),
      savingsBasis,
    ),
    market.eligibility,
  );
  const usage = usageSummary(profile);
  const inputKind = inputKindOf(request.usage, profile.days);
  const ranged = withCostRanges(
    household ? withHouseholdNotes(rows, household) : rows,
    inputKind,
  );
  const referencePrices = await deps.referencePrices();
  // The current plan's card reads as its row would: eligibility, range and
  // the reference-price statement.
  const currentPlan = current && {
    ...current,
    card:
      withReferenceStatements(
        withCostRanges(
          withEligibilityWords([current.card], market.eligibility),
          inputKind,
        ).rows,
        tariffs,
        referencePrices,
        now,
      )[0] ?? current.card,
  };
  const priced = {
    plans: ranged.rows,
    excluded: marketPriced.excluded.filter((e) => shown.has(e.planId)),
  };
  // Only the rows sent carry the typical household's estimates, unless the
  // order itself is by them.
  const sorted = sortResults(
    withFreePowerWindows(
      SORTS_BY_ESTIMATE.has(request.sort)
        ? withCardEstimates(priced.plans, tariffs, now.getTime())
        : priced.plans,
      tariffs,
    ),
    request.sort,
  );
  const best = sorted.find((p) => !p.ineligibleReasons)?.plan.id;
  const start = (request.page - 1) * request.pageSize;
  const plans = withReferenceStatements(
    withCardEstimates(
      sorted.slice(start, start + request.pageSize),
      tariffs,
      now.getTime(),
    ).map((plan) => ({ ...plan, isBestValue: plan.plan.id === best })),
    tariffs,
    referencePrices,
    now,
  );
  const inquiryId = await saveInquiry(
    deps,
    request,
    sorted[0]?.annualSavingsDollars ?? null,
    usage.monthlyKwh,
  );
  return {
    postcode: request.postcode,
    badgeState: stateForPostcode(request.postcode),
    matchedState: match.matchedState ?? null,
    networks: match.networks,
    needsNetworkChoice: match.needsNetworkChoice,
    usage,
    totalPlans: sorted.length,
    page: request.page,
    pageSize: request.pageSize,
    plans,
    excluded: priced.excluded,
    someStale: sorted.some((p) => p.isStale),
    inquiryId,
    currentPlan,
    savingsBasis: savingsBasis ?? null,
    ...(applied &&
      whatIf &&
      request.whatIf && {
        whatIf: whatIfSummary(
          request.whatIf,
          applied,
          whatIf,
          marketBefore.plans.filter((p) => shown.has(p.plan.id)),
          request,
          marketBefore.plans.find((p) => p.plan.id === currentPlanId)
            ?.annualCostIncGst,
          deps.whatIfCosts && {
            data: await deps.whatIfCosts(),
            on: sydneyDay(now.toISOString()),
          },
        ),
      }),
    range: ranged.range,
    ...(request.usage.kind === 'bill' && {
      usageCharts: chartsOf(request, year, billPlan, profile),
    }),
    ...(household && {
      household: {
        basis: household.basis,
        period: household.period,
        hiddenPlans: pricedMatched.filter((p) => !shown.has(p.plan.id)).length,
        ineligiblePlans: pricedMatched.filter((p) =>
          household.ineligible.has(p.plan.id),
        ).length,
        diagnostics: [...household.diagnostics],
      },
    }),
    cheapestPlanWindows: cheapestPlanWindows(
      request,
      priced.plans,
      tariffs,
      profile,
    ),
  };
}
