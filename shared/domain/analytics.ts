import { roundTo } from './round.ts';

/** Analytics periods (days), default 30 (docs/product-rules.md, Analytics). */
export const analyticsPeriods = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** This period (from..to) and the equal period before it (previousFrom..from). */
export function analyticsWindow(days: number, now: Date) {
  const to = now.toISOString();
  const from = new Date(now.getTime() - days * DAY_MS).toISOString();
  const previousFrom = new Date(
    now.getTime() - 2 * days * DAY_MS,
  ).toISOString();
  return { from, to, previousFrom };
}

/** The person behind each lead of a period, by kind. */
export interface PeopleOfLeads {
  readonly inquiries: readonly string[];
  readonly callbacks: readonly string[];
  readonly switches: readonly string[];
}

/** People counted once (docs/product-rules.md, One person, one thread). */
export interface PeopleCount {
  /** Distinct people with an inquiry, call back or switch request. */
  readonly people: number;
  /** Distinct people with a switch request. */
  readonly converted: number;
}

export function countPeople(leads: PeopleOfLeads): PeopleCount {
  return {
    people: new Set([...leads.inquiries, ...leads.callbacks, ...leads.switches])
      .size,
    converted: new Set(leads.switches).size,
  };
}

/** How the conversion rate is worked out, shown beside the figure. */
export const CONVERSION_FORMULA =
  'people who asked to switch ÷ people who left a lead × 100';

/**
 * People who sent a switch request ÷ people who left an inquiry, call back
 * or switch request × 100, rounded to 2 decimals; 0 with nobody.
 */
export function conversionRate({ people, converted }: PeopleCount): number {
  return people === 0 ? 0 : roundTo((converted / people) * 100, 2);
}

/** How growth is worked out, shown beside the figure. */
export const GROWTH_FORMULA =
  '(people this period − people previous period) ÷ people previous period × 100';

/**
 * Growth of people who left a lead against the previous period of
 * equal length, in percent to 2 decimals; null when the previous period
 * had none (growth from zero is undefined).
 */
export function growthRate(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return roundTo(((current - previous) / previous) * 100, 2);
}

/** A percentage for display, e.g. 12.5 → "12.50%", null → "N/A". */
export function formatPercent(value: number | null): string {
  return value === null ? 'N/A' : `${value.toFixed(2)}%`;
}
