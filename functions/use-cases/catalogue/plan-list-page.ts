import { LRUCache } from 'lru-cache';
import { ValidationError } from '#platform/errors';
import type { PlanListPage, PlanListQuery } from '#shared/contracts/plan-lists';
import { stateOfPostcode } from '#shared/domain/networks';
import { orderPlanList } from '#shared/domain/plans/list-order';
import { nameMatches, sameRetailer } from '#shared/domain/plans/plan-names';
import {
  type MarketCatalogue,
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

/**
 * One page of the active plans of a market (a state, or the networks at a
 * postcode), for one fuel and customer type, in the order asked. Only that
 * market's partitions are read.
 */
export async function planListPage(
  catalogue: MarketCatalogue,
  query: PlanListQuery,
): Promise<PlanListPage> {
  const offset = offsetOf(query.cursor);
  const state =
    query.state ?? (query.postcode && stateOfPostcode(query.postcode));
  const market = await catalogue({
    fuel: query.energyType === 'Gas' ? 'GAS' : 'ELECTRICITY',
    customerType: query.customerType,
    state: state || undefined,
    ...(query.postcode && { postcode: query.postcode }),
  });
  const listKey = `${market.key}|${query.postcode ?? ''}|${query.sort}`;
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
    ordered = orderPlanList(sold, query.sort);
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
    plans: shown.slice(offset, end).map(toPlanSummary),
    total: shown.length,
    nextCursor: end < shown.length ? encodeCursor(end) : null,
    state: state || null,
  };
}
