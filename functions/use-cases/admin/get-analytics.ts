import { countLeadsBetween } from '#data/lead-counts';
import type { AnalyticsSummary } from '#shared/contracts/admin';
import {
  analyticsWindow,
  conversionRate,
  growthRate,
} from '#shared/domain/analytics';
import type { Clock } from '../ports.ts';

/**
 * Leads created in the last `days` days, per kind, with the conversion
 * rate and growth against the previous period of equal length
 * (docs/product-rules.md, Analytics).
 */
export async function getAnalytics(
  deps: {
    readonly clock: Clock;
    readonly priceAlertCounts: () => Promise<AnalyticsSummary['priceAlerts']>;
  },
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
    deps.priceAlertCounts(),
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
