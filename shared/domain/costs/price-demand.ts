import { isoDateOf, leapCalendarIndex } from '../usage/civil-date.ts';
import { type DemandLine, GST_MULTIPLIER } from './breakdown.ts';
import type { DemandCharge } from './compiled-plan.ts';
import { monthLabel } from './labels.ts';
import type { PricingContext } from './pricing-context.ts';
import type { SeasonSet } from './seasons.ts';
import { SLOTS_PER_DAY } from './time-windows.ts';

const FEB_29 = leapCalendarIndex(2, 29);

/** Demand over profile days `[start, end)`, ex GST. */
export interface DemandMeasure {
  readonly start: number;
  readonly end: number;
  readonly peakKw: number;
  readonly chargedKw: number;
  readonly dollars: number;
}

const MEASUREMENT_BLOCK = {
  DAY: { unit: 'D', count: 1, key: 'P1D' },
  MONTH: { unit: 'M', count: 1, key: 'P1M' },
  TARIFF_PERIOD: { unit: 'Y', count: 1, key: 'P1Y' },
} as const;

/** Whether the charge's window falls on each weekday (0 = Sunday). */
function windowDays(charge: DemandCharge): boolean[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    const start = weekday * SLOTS_PER_DAY;
    return charge.layout.slots
      .subarray(start, start + SLOTS_PER_DAY)
      .includes(0);
  });
}

/** Charge units for `days`: days, months (365/12 days) or tariff periods. */
function chargeUnits(
  charge: DemandCharge,
  days: number,
  seasonDays: number,
): number {
  if (charge.chargePeriod === 'DAY') return days;
  if (charge.chargePeriod === 'MONTH') return (days * 12) / 365;
  return days / seasonDays;
}

/** Days of a common year the charge applies in its season. */
function maskedDays(
  charge: DemandCharge,
  seasons: SeasonSet,
  period: number,
): number {
  const mask = charge.calendarMask;
  if (!mask) return seasons.nominalDays[period] ?? 365;
  let days = 0;
  seasons.periodOfCalendarDay.forEach((p, day) => {
    if (p === period && mask[day] === 1 && day !== FEB_29) days++;
  });
  return days;
}

/** Adds a measure; `fold` joins daily measures of one month into one. */
function addMeasure(
  measures: DemandMeasure[],
  next: DemandMeasure,
  fold: (last: DemandMeasure, next: DemandMeasure) => boolean,
): void {
  const last = measures[measures.length - 1];
  if (!last || !fold(last, next)) {
    measures.push(next);
    return;
  }
  measures[measures.length - 1] = {
    start: last.start,
    end: next.end,
    peakKw: Math.max(last.peakKw, next.peakKw),
    chargedKw: Math.max(last.chargedKw, next.chargedKw),
    dollars: last.dollars + next.dollars,
  };
}

/**
 * Demand charge (ex GST) for one season period: the peak kW (interval kWh
 * × 60 / interval minutes) inside the window, per measurement period
 * (day, calendar month or the tariff period), clamped to min/max demand,
 * times the amount per charge period (a day, a month = 365/12 days, or the
 * whole tariff period), prorated by the days each measurement covers.
 * Daily measurements are reported per calendar month.
 */
export function priceDemandCharge(
  context: PricingContext,
  charge: DemandCharge,
  seasons: SeasonSet,
  period: number,
): DemandMeasure[] {
  const maxima = context.dailyMaximum('import', charge.layout);
  const kwPerKwh = 60 / context.profile.intervalMinutes;
  const block = MEASUREMENT_BLOCK[charge.measurementPeriod];
  const chunks = context.chunks(seasons, period, block);
  const seasonDays = maskedDays(charge, seasons, period);
  const measures: DemandMeasure[] = [];
  const daily = charge.measurementPeriod === 'DAY';
  const mask = charge.calendarMask;
  const onDay = windowDays(charge);
  const month = context.monthIndex;
  const fold = (last: DemandMeasure, next: DemandMeasure) =>
    daily && month[last.start] === month[next.start];
  for (let c = 0; c < chunks.length; c += 3) {
    const start = chunks[c] ?? 0;
    const end = chunks[c + 1] ?? 0;
    if (daily && !onDay[context.weekday[start] ?? 0]) continue;
    let peak = 0;
    let days = 0;
    for (let d = start; d < end; d++) {
      if (mask && mask[context.calendarDay[d] ?? 0] === 0) continue;
      days++;
      peak = Math.max(peak, maxima[d] ?? 0);
    }
    if (days === 0) continue;
    const peakKw = peak * kwPerKwh;
    const chargedKw = Math.min(
      Math.max(peakKw, charge.minDemandKw),
      charge.maxDemandKw,
    );
    const units = chargeUnits(charge, days, seasonDays);
    const dollars = charge.amountDollarsPerKw * chargedKw * units;
    addMeasure(measures, { start, end, peakKw, chargedKw, dollars }, fold);
  }
  return measures;
}

const isoDates = new Map<number, string>();

/** `YYYY-MM-DD` of an epoch day, remembered (demand lines repeat them). */
function isoDate(epochDay: number): string {
  let found = isoDates.get(epochDay);
  if (found === undefined) {
    found = isoDateOf(epochDay);
    isoDates.set(epochDay, found);
  }
  return found;
}

/** Breakdown lines of a demand charge's measures. */
export function demandLines(
  context: PricingContext,
  charge: DemandCharge,
  measures: readonly DemandMeasure[],
): DemandLine[] {
  const first = context.profile.startEpochDay;
  return measures.map((measure) => {
    const from = first + measure.start;
    const to = first + measure.end - 1;
    const sameMonth =
      context.monthIndex[measure.start] === context.monthIndex[measure.end - 1];
    const when = sameMonth
      ? monthLabel(isoDate(from))
      : `${isoDate(from)} to ${isoDate(to)}`;
    return {
      label: [charge.season, charge.name, when].filter(Boolean).join(' · '),
      season: charge.season,
      from: isoDate(from),
      to: isoDate(to),
      peakKw: measure.peakKw,
      chargedKw: measure.chargedKw,
      dollarsPerKwIncGst: charge.amountDollarsPerKw * GST_MULTIPLIER,
      chargePeriod: charge.chargePeriod,
      dollarsIncGst: measure.dollars * GST_MULTIPLIER,
      dollarsExGst: measure.dollars,
    };
  });
}
