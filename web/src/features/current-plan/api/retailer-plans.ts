import type { PlanListPage } from '#shared/contracts/plan-lists';
import { apiRequest } from '@/lib/api-client';

/** Where the visitor buys energy: the market their current plan is in. */
export interface PlanMarket {
  readonly postcode: string;
  readonly energyType: 'Electricity' | 'Gas';
  readonly customerType: 'Residential' | 'Business';
}

/** A retailer's plans at the visitor's postcode whose names match `q`. */
export function listRetailerPlans(
  market: PlanMarket,
  retailer: string,
  q: string,
  signal?: AbortSignal,
  limit = 20,
): Promise<PlanListPage> {
  const params = new URLSearchParams({
    postcode: market.postcode,
    energyType: market.energyType,
    customerType: market.customerType,
    retailer,
    limit: String(limit),
    ...(q.trim() && { q: q.trim() }),
  });
  return apiRequest<PlanListPage>('GET', `/plans?${params}`, { signal });
}
