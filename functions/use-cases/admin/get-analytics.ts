import type { AnalyticsSummary } from '#shared/contracts/admin';
import {
  analyticsWindow,
  conversionRate,
  growthRate,
} from '#shared/domain/analytics';
import {
  countPerSydneyDay,
  sydneyDaysBetween,
} from '#shared/domain/analytics-days';
import type { Clock } from '../ports.ts';
import type { LeadCountStore } from '../ports-lead-counts.ts';

/**
 * Leads created in the last `days` days, per kind and per Sydney day, with
 * the conversion rate and growth against the previous period of equal
 * length (docs/product-rules.md, Analytics).
 */
export async function getAnalytics(
  deps: {
    readonly clock: Clock;
    readonly leads: LeadCountStore;
    readonly priceAlertCounts: () => Promise<AnalyticsSummary['priceAlerts']>;
  },
  days: number,
): Promise<AnalyticsSummary> {
  const { from, to, previousFrom } = analyticsWindow(days, deps.clock.now());
  const { leads } = deps;
  const [
    inquiries,
    callbacks,
    switchingRequests,
    subscribers,
    prevI,
    prevC,
    priceAlerts,
  ] = await Promise.all([
    leads.createdBetween('inquiry', from, to),
    leads.createdBetween('callback', from, to),
    leads.createdBetween('switch', from, to),
    leads.createdBetween('subscription', from, to),
    leads.countBetween('inquiry', previousFrom, from),
    leads.countBetween('callback', previousFrom, from),
    deps.priceAlertCounts(),
  ]);
  const previousLeads = prevI + prevC;
  const dates = sydneyDaysBetween(from, to);
  const perKind = [inquiries, callbacks, switchingRequests, subscribers].map(
    (instants) => countPerSydneyDay(dates, instants),
  );
  return {
    days,
    inquiries: inquiries.length,
    callbacks: callbacks.length,
    switchingRequests: switchingRequests.length,
    subscribers: subscribers.length,
    previousLeads,
    conversionRate: conversionRate(
      switchingRequests.length,
      inquiries.length,
      callbacks.length,
    ),
    growthRate: growthRate(inquiries.length + callbacks.length, previousLeads),
    priceAlerts,
    perDay: dates.map((date, i) => ({
      date,
      inquiries: perKind[0]?.[i] ?? 0,
      callbacks: perKind[1]?.[i] ?? 0,
      switchingRequests: perKind[2]?.[i] ?? 0,
      subscribers: perKind[3]?.[i] ?? 0,
    })),
  };
}
