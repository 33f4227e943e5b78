import type { AnalyticsSummary } from '#shared/contracts/admin';
import {
  analyticsWindow,
  conversionRate,
  countPeople,
  growthRate,
} from '#shared/domain/analytics';
import {
  countPerSydneyDay,
  sydneyDaysBetween,
} from '#shared/domain/analytics-days';
import type { Clock } from '../ports.ts';
import type { LeadCountStore } from '../ports-lead-counts.ts';

/** The people of a period's inquiries, call backs and switch requests. */
async function peopleIn(leads: LeadCountStore, from: string, to: string) {
  const [inquiries, callbacks, switches] = await Promise.all([
    leads.peopleBetween('inquiry', from, to),
    leads.peopleBetween('callback', from, to),
    leads.peopleBetween('switch', from, to),
  ]);
  return countPeople({ inquiries, callbacks, switches });
}

/**
 * Leads created in the last `days` days, per kind and per Sydney day, with
 * the people they came from (each once), the conversion rate and growth
 * against the previous period of equal length (docs/product-rules.md,
 * Analytics).
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
    people,
    previous,
    priceAlerts,
  ] = await Promise.all([
    leads.createdBetween('inquiry', from, to),
    leads.createdBetween('callback', from, to),
    leads.createdBetween('switch', from, to),
    leads.createdBetween('subscription', from, to),
    peopleIn(leads, from, to),
    peopleIn(leads, previousFrom, from),
    deps.priceAlertCounts(),
  ]);
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
    people: people.people,
    peopleSwitching: people.converted,
    previousPeople: previous.people,
    conversionRate: conversionRate(people),
    growthRate: growthRate(people.people, previous.people),
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
