import { countLeadsBetween } from '#data/lead-counts';
import { watchCounts } from '#data/watches';
import type { AnalyticsSummary } from '#shared/contracts/admin';
import {
  analyticsWindow,
  conversionRate,
  growthRate,
} from '#shared/domain/analytics';
import type { Clock } from '../ports.ts';

/**
 * Leads created in the last `days` days, per kind, with the conversion
 * rate of spec §9 and growth against the previous period of equal length.
 */
export async function getAnalytics(
  deps: { readonly clock: Clock },
  days: number,
): Promise<AnalyticsSummary> {
  const { from, to, previousFrom } = analyticsWindow(days, deps.clock.now());
  const [
    inquiries,
    callbacks,
    switchingRequests,
    subscribers,
    prevI,
    prevC,
    priceAlerts,
  ] = await Promise.all([
    countLeadsBetween('inquiry', from, to),
    countLeadsBetween('callback', from, to),
    countLeadsBetween('switch', from, to),
    countLeadsBetween('subscription', from, to),
    countLeadsBetween('inquiry', previousFrom, from),
    countLeadsBetween('callback', previousFrom, from),
    watchCounts(),
  ]);
  const previousLeads = prevI + prevC;
  return {
    days,
    inquiries,
    callbacks,
    switchingRequests,
    subscribers,
    previousLeads,
    conversionRate: conversionRate(switchingRequests, inquiries, callbacks),
    growthRate: growthRate(inquiries + callbacks, previousLeads),
    priceAlerts,
  };
}
