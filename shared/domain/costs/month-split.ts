import { civilOf, isoDateOf } from '../usage/civil-date.ts';
import {
  createUsageProfile,
  intervalsPerDay,
  type UsageProfile,
} from '../usage/usage-profile.ts';
import type { CompiledPlan } from './compiled-plan.ts';
import { type PriceOptions, pricePlan } from './price-plan.ts';
import { PricingContext } from './pricing-context.ts';

/** One run of profile days in a single calendar month of one year. */
export interface MonthSlice {
  /** Calendar month, 1-12. */
  readonly month: number;
  readonly days: number;
  readonly context: PricingContext;
}

/** What one calendar month of the year costs. */
export interface MonthCost {
  /** Calendar month, 1-12. */
  readonly month: number;
  /** Profile days in the month (0: the profile does not reach it). */
  readonly days: number;
  /** Dollars inc GST, to the cent; `null` when the month has no days. */
  readonly costIncGst: number | null;
}

const slice = (channel: Float64Array | undefined, from: number, to: number) =>
  channel?.subarray(from, to);

/**
 * Cuts a profile at every change of calendar month. Build once per profile
 * and share between plans: each slice prepares its usage sums once.
 */
export function calendarMonthSlices(profile: UsageProfile): MonthSlice[] {
  const perDay = intervalsPerDay(profile.intervalMinutes);
  const slices: MonthSlice[] = [];
  let first = 0;
  for (let d = 1; d <= profile.days; d++) {
    const month = civilOf(profile.startEpochDay + first).month;
    if (d < profile.days && civilOf(profile.startEpochDay + d).month === month)
      continue;
    const from = first * perDay;
    const to = d * perDay;
    const part = createUsageProfile({
      startDate: isoDateOf(profile.startEpochDay + first),
      intervalMinutes: profile.intervalMinutes,
      unit: profile.unit,
      importPerInterval: profile.importPerInterval.subarray(from, to),
      controlledLoadPerInterval: slice(
        profile.controlledLoadPerInterval,
        from,
        to,
      ),
      exportPerInterval: slice(profile.exportPerInterval, from, to),
    });
    slices.push({ month, days: d - first, context: new PricingContext(part) });
    first = d;
  }
  return slices;
}

/**
 * Splits a plan's annual cost by calendar month. Each month weighs what
 * the engine prices for its own days; what the months do not add up to
 * (yearly thresholds, a profile shorter or longer than a year) is spread
 * by days, so the twelve months give exactly the annual cost in cents.
 */
export function splitCostByMonth(
  plan: CompiledPlan,
  slices: readonly MonthSlice[],
  annualCostIncGst: number,
  options: PriceOptions = {},
): MonthCost[] {
  const months = Array.from({ length: 12 }, (_, i) => {
    const parts = slices.filter((part) => part.month === i + 1);
    return {
      month: i + 1,
      days: sum(parts.map((part) => part.days)),
      priced: sum(
        parts.map((part) => pricePlan(plan, part.context, options).costIncGst),
      ),
    };
  });
  const totalDays = sum(months.map((m) => m.days));
  const rest = annualCostIncGst - sum(months.map((m) => m.priced));
  // Rounded to a millionth of a cent first: float noise must not floor down.
  const exact = months.map((m) => ({
    ...m,
    cents: Math.round((m.priced + (rest * m.days) / totalDays) * 1e8) / 1e6,
  }));
  const left =
    Math.round(annualCostIncGst * 100) -
    sum(exact.map((m) => Math.floor(m.cents)));
  // Largest remainders first, so the rounded months keep the exact total.
  const raised = new Set(
    exact
      .filter((m) => m.days > 0)
      .sort(
        (a, b) =>
          b.cents - Math.floor(b.cents) - (a.cents - Math.floor(a.cents)),
      )
      .slice(0, Math.max(0, left))
      .map((m) => m.month),
  );
  return exact.map((m) => ({
    month: m.month,
    days: m.days,
    costIncGst:
      m.days > 0
        ? (Math.floor(m.cents) + (raised.has(m.month) ? 1 : 0)) / 100
        : null,
  }));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
