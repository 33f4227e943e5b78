import type { PlanListSort, RatesPage } from '#shared/contracts/plan-lists';
import { apiRequest } from '@/lib/api-client';

export interface RatesQuery {
  readonly state: string;
  readonly energyType: 'Electricity' | 'Gas';
  readonly customerType: 'Residential' | 'Business';
  readonly sort: PlanListSort;
  readonly cursor?: string | undefined;
}

/** Rates are read for one market a page at a time. */
export const RATES_PAGE_SIZE = 50;

export const listRates = (query: RatesQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams({
    state: query.state,
    energyType: query.energyType,
    customerType: query.customerType,
    sort: query.sort,
    limit: String(RATES_PAGE_SIZE),
  });
  if (query.cursor) params.set('cursor', query.cursor);
  return apiRequest<RatesPage>('GET', `/rates?${params}`, { signal });
};
