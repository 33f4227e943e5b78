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

/**
 * Switching requests / (inquiries + callbacks) × 100, rounded to
 * 2 decimals; 0 when there are no leads.
 */
export function conversionRate(
  switches: number,
  inquiries: number,
  callbacks: number,
): number {
  const leads = inquiries + callbacks;
  return leads === 0 ? 0 : roundTo((switches / leads) * 100, 2);
}

/** How growth is worked out, shown beside the figure. */
export const GROWTH_FORMULA =
  '(leads this period − leads previous period) ÷ leads previous period × 100';

/**
 * Growth of leads (inquiries + callbacks) against the previous period of
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
