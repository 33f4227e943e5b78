import type { CompareRequest } from '#shared/contracts/compare';
import type { WhatIfInput, WhatIfResult } from '#shared/contracts/what-if';
import type { AppliedWhatIf } from '#shared/domain/what-if/apply-what-if';
import { annualBalance, averageDay } from '#shared/domain/what-if/summary';
import {
  type WhatIfCosts,
  whatIfMoney,
} from '#shared/domain/what-if/upfront-costs';
import type { PricedPlan } from './price-matches.ts';
import type { WhatIfPriced } from './what-if-pricing.ts';

type Priced = PricedPlan;

const round2 = (value: number) => Math.round(value * 100) / 100;

const cheapest = (plans: readonly Priced[]) =>
  plans.reduce<Priced | undefined>(
    (best, p) =>
      !best || p.annualCostIncGst < best.annualCostIncGst ? p : best,
    undefined,
  );

const named = (p: Priced) => ({
  planId: p.plan.id,
  planName: p.plan.planName,
  retailer: p.plan.retailer,
  annualCostIncGst: p.annualCostIncGst,
});

/**
 * What switching AND the change are worth together: the best plan after,
 * against the current plan before when named, else the bill, else the
 * best plan before (docs/compare-api.md).
 */
function worthTogether(
  request: CompareRequest,
  afterDollars: number,
  bestBefore: Priced,
  currentBeforeDollars: number | undefined,
): NonNullable<WhatIfResult['worthTogether']> {
  if (currentBeforeDollars !== undefined)
    return {
      dollars: round2(currentBeforeDollars - afterDollars),
      against: 'currentPlan',
    };
  if (request.usage.kind === 'monthlyBill') {
    const bill = request.usage.monthlyBillDollars * 12;
    return { dollars: round2(bill - afterDollars), against: 'bill' };
  }
  return {
    dollars: round2(bestBefore.annualCostIncGst - afterDollars),
    against: 'bestBefore',
  };
}

/** The summary beside the re-ranked list: best before and after, balance, average day. */
export function whatIfSummary(
  input: WhatIfInput,
  applied: AppliedWhatIf,
  whatIf: WhatIfPriced,
  before: readonly Priced[],
  request: CompareRequest,
  currentBeforeDollars: number | undefined,
  /** The cost data in force and the day the change would be installed. */
  costs?: { readonly data: WhatIfCosts; readonly on: string },
): WhatIfResult {
  const bestBefore = cheapest(before);
  const bestAfter = cheapest(whatIf.priced.plans);
  const outcome = bestAfter
    ? whatIf.outcomeOf.get(bestAfter.plan.id)
    : applied.withoutBattery();
  const afterOf = (id: string) =>
    whatIf.priced.plans.find((p) => p.plan.id === id)?.annualCostIncGst;
  const together =
    bestAfter && bestBefore
      ? worthTogether(
          request,
          bestAfter.annualCostIncGst,
          bestBefore,
          currentBeforeDollars,
        )
      : null;
  return {
    applied: input,
    bestBefore: bestBefore
      ? {
          ...named(bestBefore),
          afterAnnualCostIncGst:
            afterOf(bestBefore.plan.id) ?? bestBefore.annualCostIncGst,
        }
      : null,
    bestAfter: bestAfter
      ? {
          ...named(bestAfter),
          beforeAnnualCostIncGst:
            bestAfter.whatIf?.before.annualCostIncGst ??
            bestAfter.annualCostIncGst,
        }
      : null,
    worthTogether: together,
    ...(costs && {
      money: {
        installedOn: costs.on,
        // What the change saves on the plan that is best after it.
        ...whatIfMoney(
          costs.data,
          applied.whatIf,
          costs.on,
          bestAfter
            ? (bestAfter.whatIf?.before.annualCostIncGst ??
                bestAfter.annualCostIncGst) - bestAfter.annualCostIncGst
            : null,
        ),
      },
    }),
    balance: outcome
      ? annualBalance(outcome.dispatched.totals, outcome.profile.days)
      : null,
    averageDay: {
      before: averageDay(applied.before),
      after: averageDay(
        (outcome ?? applied.withoutBattery()).profile,
        applied.whatIf.battery
          ? outcome?.dispatched.batteryPerInterval
          : undefined,
      ),
    },
  };
}
