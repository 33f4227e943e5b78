import { LRUCache } from 'lru-cache';
import { ValidationError } from '#platform/errors';
import type { PlanListPage, PlanListQuery } from '#shared/contracts/plan-lists';
import {
  type CardEstimates,
  cardEstimatesOf,
  typicalStateOf,
} from '#shared/domain/compare/typical-household';
import { planStartOn } from '#shared/domain/costs/discount-days';
import { orderPlanList } from '#shared/domain/plans/list-order';
import { nameMatches, sameRetailer } from '#shared/domain/plans/plan-names';
import { stateOfPostcode } from '#shared/domain/postcode';
import type { Clock } from '../ports.ts';
import {
  type MarketCatalogue,
  type MarketPlans,
  type PlanRecord,
  toPlanSummary,
} from '../ports-plans.ts';

const encodeCursor = (offset: number) =>
  Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function offsetOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Number.isSafeInteger(o) && o >= 0) return o;
  } catch {
    // Reported below as the one cursor error.
  }
  throw new ValidationError('The cursor is not one this list gave', 'cursor');
}

/** Whole ordered lists, so every page of one list is a slice, not a sort. */
const orderedLists = new LRUCache<string, PlanRecord[]>({ max: 64 });

/** The engine's card estimates of a listed plan, as compare's rows carry them. */
const estimatesIn =
  (market: MarketPlans, now: Date) =>
  (record: PlanRecord): CardEstimates | null => {
    const tariff = market.compiled.get(record.id);
    return tariff ? cardEstimatesOf(tariff, typicalStateOf(record), now) : null;
  };

/**
 * One page of the active plans of a market (a state, or the networks at a
 * postcode), for one fuel and customer type, in the order asked, each with
 * its card estimates. Only that market's partitions are read.
 */
export async function planListPage(
  deps: { readonly catalogue: MarketCatalogue; readonly clock: Clock },
  query: PlanListQuery,
): Promise<PlanListPage> {
  const { catalogue } = deps;
  const now = deps.clock.now();
  const offset = offsetOf(query.cursor);
  const state =
    query.state ?? (query.postcode && stateOfPostcode(query.postcode));
  const market = await catalogue({
    fuel: query.energyType === 'Gas' ? 'GAS' : 'ELECTRICITY',
    customerType: query.customerType,
    state: state || undefined,
    ...(query.postcode && { postcode: query.postcode }),
  });
  const estimates = estimatesIn(market, now);
  // Estimates count discounts from the day a plan would start.
  const listKey = `${market.key}|${query.postcode ?? ''}|${query.sort}|${planStartOn(now)}`;
  let ordered = orderedLists.get(listKey);
  if (!ordered) {
    const sold = query.postcode
      ? market.records.filter(
          (r) =>
            !r.excludedPostcodes.includes(query.postcode ?? '') &&
            (r.includedPostcodes.length === 0 ||
              r.includedPostcodes.includes(query.postcode ?? '')),
        )
      : market.records;
    ordered = orderPlanList(sold, query.sort, estimates);
    orderedLists.set(listKey, ordered);
  }
  const { retailer, q } = query;
  const shown =
    retailer || q
      ? ordered.filter(
          (r) =>
            (!retailer || sameRetailer(r.retailer, retailer)) &&
            (!q || nameMatches(r.planName, q)),
        )
      : ordered;
  const end = offset + query.limit;
  return {
    plans: shown.slice(offset, end).map((record) => ({
      ...toPlanSummary(record),
      cardEstimates: estimates(record),
    })),
    total: shown.length,
    nextCursor: end < shown.length ? encodeCursor(end) : null,
    state: state || null,
  };
}
