import type {
  BillPeriod,
  HouseholdAnswers,
  HouseholdUsage,
} from '../../contracts/household.ts';
import { formatWholeNumber } from '../../format/money-and-dates.ts';
import { civilOf, epochDayOf, isoDateOf } from '../usage/civil-date.ts';
import {
  createUsageProfile,
  type UsageProfile,
} from '../usage/usage-profile.ts';
import {
  type Band,
  type BandWindows,
  bandAt,
  typicalBandWindows,
} from './bands.ts';
import { evScaleFromBill } from './ev-from-bill.ts';
import { grossUse } from './gross-use.ts';
import { type Battery, calibrate, PeriodNetting } from './period-netting.ts';
import { annualEstimate, DEFAULT_EV_KM_PER_YEAR } from './questionnaire.ts';
import {
  type ClimateZone,
  climateZoneForPostcode,
  controlledLoadDayShape,
  seasonOfMonth,
} from './shapes.ts';
import { solarGenerationAt } from './solar.ts';
import { solarPlaceForPostcode } from './solar-places.ts';

const HALF_HOURS = 48;
/** Size assumed for a home that exports but did not say its panels' size. */
const ASSUMED_SOLAR_KW = 6.6;
/** A battery's power and round trip (as the what-if assumes: docs/what-if.md). */
const BATTERY_POWER_KW = 5;
const BATTERY_ROUND_TRIP = 0.9;

/** A household turned into half-hours, and what could not be placed. */
export interface HouseholdProfile {
  readonly profile: UsageProfile;
  readonly basis: 'bill' | 'questionnaire';
  /** Plain sentences: a band that did not fit its windows, an assumption. */
  readonly diagnostics: readonly string[];
}

export interface HouseholdProfileOptions {
  /** Year a questionnaire's estimate runs over (from 1 January). */
  readonly year: number;
  /** The current plan's band windows when known; else typical ones. */
  readonly bandWindows?: BandWindows;
}

interface Segment {
  readonly from: number;
  readonly days: number;
  readonly importKwh: number;
  readonly exportKwh: number | undefined;
  readonly controlledLoadKwh: number;
  readonly period: BillPeriod | undefined;
  readonly index: number;
}

/**
 * The half-hours a household's bill or questionnaire describes
 * (docs/household.md, From a bill): each period's use shaped by place,
 * season and the answers; rooftop solar and a battery run half-hour by
 * half-hour and scaled so each period's bought and exported kWh are the
 * bill's; bands spread over their windows; controlled load in its window.
 */
export function householdProfile(
  usage: HouseholdUsage,
  options: HouseholdProfileOptions,
): HouseholdProfile {
  const zone = climateZoneForPostcode(usage.postcode) ?? 'mild';
  const place = solarPlaceForPostcode(usage.postcode);
  const answers: HouseholdAnswers = usage.household ?? {};
  const diagnostics: string[] = [];
  const segments = usage.periods
    ? segmentsOf(usage.periods)
    : [questionnaireYear(options.year)];
  const first = segments[0] as Segment;
  const last = segments.at(-1) as Segment;
  const start = first.from;
  const days = last.from + last.days - start;
  const startDate = isoDateOf(start);
  const exports = usage.periods?.some((p) => (p.exportKwh ?? 0) > 0) ?? false;
  const kw =
    answers.solarKw && answers.solarKw > 0
      ? answers.solarKw
      : exports
        ? ASSUMED_SOLAR_KW
        : 0;
  if (kw > 0 && !answers.solarKw) {
    diagnostics.push(
      `The bill shows solar export; we assumed ${ASSUMED_SOLAR_KW} kW of panels.`,
    );
  }
  const generation =
    kw > 0 && place
      ? withCloudyDays(solarGenerationAt(place, kw, startDate, days))
      : undefined;
  const battery =
    answers.batteryKwh && answers.batteryKwh > 0
      ? {
          usableKwh: answers.batteryKwh,
          powerKw: BATTERY_POWER_KW,
          roundTripEfficiency: BATTERY_ROUND_TRIP,
        }
      : undefined;
  const gross = grossWithCar(
    { start, days, billed: usage.periods !== undefined },
    answers,
    segments,
    zone,
    generation,
    battery,
  );
  if (gross.evScale > 1) diagnostics.push(carFromBillInWords(gross.evScale));
  const importKwh = new Float64Array(days * HALF_HOURS);
  const exportKwh = new Float64Array(days * HALF_HOURS);
  const controlled = new Float64Array(days * HALF_HOURS);
  const estimate = annualEstimate(answers, zone);
  for (const segment of segments) {
    const a = (segment.from - start) * HALF_HOURS;
    const b = a + segment.days * HALF_HOURS;
    const load = gross.use.subarray(a, b);
    const made = generation?.subarray(a, b);
    const netting = new PeriodNetting(load, made, battery);
    const fitted = usage.periods
      ? calibrate(
          netting,
          segment.importKwh,
          segment.exportKwh,
          made !== undefined,
        )
      : netting.run(1, 1);
    importKwh.set(fitted.importKwh, a);
    concentrateEveningPeaks(importKwh, a, segment);
    exportKwh.set(fitted.exportKwh, a);
    const clKwh = usage.periods
      ? segment.controlledLoadKwh
      : (estimate.controlledLoadKwh * segment.days) / 365;
    if (clKwh > 0) spreadControlledLoad(controlled, a, segment, clKwh);
    if (segment.period && segment.period.generalKwh === undefined) {
      const windows = options.bandWindows ?? typicalBandWindows(usage.postcode);
      diagnostics.push(
        ...spreadBands(importKwh, a, segment, segment.period, windows),
      );
    }
  }
  const hasExport = exportKwh.some((v) => v > 0);
  const hasControlled = controlled.some((v) => v > 0);
  return {
    profile: createUsageProfile({
      startDate,
      intervalMinutes: 30,
      importPerInterval: importKwh,
      ...(hasControlled && { controlledLoadPerInterval: controlled }),
      ...(hasExport && { exportPerInterval: exportKwh }),
    }),
    basis: usage.periods ? 'bill' : 'questionnaire',
    diagnostics,
  };
}

/**
 * The home's use before its panels, with its EV sized from the bill when
 * the visitor did not give its km a year (ev-from-bill.ts).
 */
function grossWithCar(
  run: {
    readonly start: number;
    readonly days: number;
    readonly billed: boolean;
  },
  answers: HouseholdAnswers,
  segments: readonly Segment[],
  zone: ClimateZone,
  generation: Float64Array | undefined,
  battery: Battery | undefined,
): { readonly use: Float64Array; readonly evScale: number } {
  const { start, days } = run;
  const withCar = grossUse(answers, zone, start, days);
  if (!run.billed || !answers.ev || answers.ev.kmPerYear !== undefined)
    return { use: withCar, evScale: 1 };
  const spans = segments
    .filter((segment) => segment.period !== undefined)
    .map((segment) => ({
      offset: (segment.from - start) * HALF_HOURS,
      length: segment.days * HALF_HOURS,
      importKwh: segment.importKwh,
      exportKwh: segment.exportKwh,
    }));
  const withoutCar = grossUse({ ...answers, ev: undefined }, zone, start, days);
  const evScale = evScaleFromBill(
    spans,
    withCar,
    withoutCar,
    generation,
    battery,
  );
  return evScale > 1
    ? { use: grossUse(answers, zone, start, days, evScale), evScale }
    : { use: withCar, evScale };
}

function carFromBillInWords(evScale: number): string {
  const km = Math.round((DEFAULT_EV_KM_PER_YEAR * evScale) / 1000) * 1000;
  return `The bill buys more than a home like yours with an average car: we took the difference as EV charging, about ${formatWholeNumber(km)} km a year. Give the km your car does to set it.`;
}

/** An appliance's half-hour in the evening: a 2 kW oven or kettle-and-cooktop. */
const EVENING_APPLIANCE_KWH = 1;
/** The evening (17:00-21:00) half-hours, and the most of their kWh one may take. */
const EVENING = { from: 34, to: 42, maxShare: 0.4 } as const;

/**
 * Homes do not use the same every half-hour of an evening: an oven or a
 * kettle makes one half-hour a peak. Each day one evening half-hour (a
 * different one each day) takes an appliance's kWh from the rest of the
 * evening, so the day's and the evening's totals stay the same and a
 * demand charge sees a home's peak, not an average (docs/household.md).
 */
function concentrateEveningPeaks(
  importKwh: Float64Array,
  offset: number,
  segment: Segment,
): void {
  const slots = EVENING.to - EVENING.from;
  for (let d = 0; d < segment.days; d++) {
    const dayStart = offset + d * HALF_HOURS;
    let evening = 0;
    for (let k = EVENING.from; k < EVENING.to; k++)
      evening += importKwh[dayStart + k] ?? 0;
    const moved = Math.min(EVENING_APPLIANCE_KWH, evening * EVENING.maxShare);
    if (moved <= 0) continue;
    const peak = EVENING.from + 1 + ((segment.from + d) % (slots - 2));
    for (let k = EVENING.from; k < EVENING.to; k++) {
      const i = dayStart + k;
      const value = importKwh[i] ?? 0;
      importKwh[i] =
        value - (moved * value) / evening + (k === peak ? moved : 0);
    }
  }
}

function questionnaireYear(year: number): Segment {
  return {
    from: epochDayOf(`${year}-01-01`),
    days: 365,
    importKwh: 0,
    exportKwh: undefined,
    controlledLoadKwh: 0,
    period: undefined,
    index: 0,
  };
}

const bandTotal = (p: BillPeriod) =>
  p.generalKwh ?? (p.peakKwh ?? 0) + (p.shoulderKwh ?? 0) + (p.offPeakKwh ?? 0);

/** The periods in date order, with any gap between them as its own segment. */
function segmentsOf(periods: readonly BillPeriod[]): Segment[] {
  const ordered = periods
    .map((period, index) => ({
      period,
      index,
      from: epochDayOf(period.startDate),
      days: epochDayOf(period.endDate) - epochDayOf(period.startDate) + 1,
    }))
    .sort((x, y) => x.from - y.from);
  const totalDays = ordered.reduce((sum, p) => sum + p.days, 0);
  const perDay = (pick: (p: BillPeriod) => number) =>
    ordered.reduce((sum, p) => sum + pick(p.period), 0) / totalDays;
  const anyExport = ordered.some((p) => p.period.exportKwh !== undefined);
  const segments: Segment[] = [];
  let next: number | undefined;
  for (const { period, index, from, days } of ordered) {
    if (next !== undefined && from > next) {
      const gap = from - next;
      segments.push({
        from: next,
        days: gap,
        importKwh: perDay(bandTotal) * gap,
        exportKwh: anyExport
          ? perDay((p) => p.exportKwh ?? 0) * gap
          : undefined,
        controlledLoadKwh: perDay((p) => p.controlledLoadKwh ?? 0) * gap,
        period: undefined,
        index: -1,
      });
    }
    segments.push({
      from,
      days,
      importKwh: bandTotal(period),
      exportKwh: period.exportKwh,
      controlledLoadKwh: period.controlledLoadKwh ?? 0,
      period,
      index,
    });
    next = from + days;
  }
  return segments;
}

/** One day in five is cloudy, making 15 % of a clear day (docs/household.md). */
const CLOUDY = { every: 5, share: 0.15 } as const;

/**
 * Average days become clear and cloudy ones, the month's total kept: a
 * cloudy day imports in the day, as real homes with panels do.
 */
function withCloudyDays(generation: Float64Array): Float64Array {
  const clear = CLOUDY.every / (CLOUDY.every - 1 + CLOUDY.share);
  for (let i = 0; i < generation.length; i++) {
    const day = Math.floor(i / HALF_HOURS);
    const factor = day % CLOUDY.every === 2 ? clear * CLOUDY.share : clear;
    generation[i] = (generation[i] ?? 0) * factor;
  }
  return generation;
}

/** Controlled load in its CL1 window, more in winter (longer hot-water reheats). */
function spreadControlledLoad(
  controlled: Float64Array,
  offset: number,
  segment: Segment,
  kwh: number,
): void {
  const shape = controlledLoadDayShape('CL1');
  const weights: number[] = [];
  for (let d = 0; d < segment.days; d++) {
    weights.push(CL_SEASON[seasonOfMonth(civilOf(segment.from + d).month)]);
  }
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  for (let d = 0; d < segment.days; d++) {
    const dayKwh = (kwh * (weights[d] ?? 0)) / weightSum;
    for (let k = 0; k < HALF_HOURS; k++) {
      controlled[offset + d * HALF_HOURS + k] = dayKwh * (shape[k] ?? 0);
    }
  }
}
const CL_SEASON = { summer: 0.8, autumn: 1, winter: 1.25, spring: 1 } as const;

const BAND_NAMES: Readonly<Record<Band, string>> = {
  peak: 'peak',
  shoulder: 'shoulder',
  offPeak: 'off-peak',
};

/**
 * Rescales a period's bought use so each band's kWh fall in that band's
 * windows. A band with kWh but no modelled use in its windows cannot fit:
 * its kWh are spread like the rest, and a sentence says so.
 */
function spreadBands(
  importKwh: Float64Array,
  offset: number,
  segment: Segment,
  period: BillPeriod,
  windows: BandWindows,
): string[] {
  const targets: Record<Band, number> = {
    peak: period.peakKwh ?? 0,
    shoulder: period.shoulderKwh ?? 0,
    offPeak: period.offPeakKwh ?? 0,
  };
  const modelled: Record<Band, number> = { peak: 0, shoulder: 0, offPeak: 0 };
  const bandOf = new Array<Band>(segment.days * HALF_HOURS);
  for (let d = 0; d < segment.days; d++) {
    for (let k = 0; k < HALF_HOURS; k++) {
      const i = d * HALF_HOURS + k;
      const band = bandAt(windows, segment.from + d, k);
      bandOf[i] = band;
      modelled[band] += importKwh[offset + i] ?? 0;
    }
  }
  const diagnostics: string[] = [];
  let unplaced = 0;
  for (const band of ['peak', 'shoulder', 'offPeak'] as const) {
    if (targets[band] > 0 && modelled[band] <= 0) {
      unplaced += targets[band];
      diagnostics.push(
        `The ${targets[band]} kWh of ${BAND_NAMES[band]} from ${period.startDate} to ${period.endDate} do not fit ${windows.source}: they are spread over the day instead.`,
      );
    }
  }
  const placed = bandOf.length;
  const allModelled = modelled.peak + modelled.shoulder + modelled.offPeak;
  for (let i = 0; i < placed; i++) {
    const band = bandOf[i] as Band;
    const value = importKwh[offset + i] ?? 0;
    const share = modelled[band] > 0 ? targets[band] / modelled[band] : 0;
    const spread = allModelled > 0 ? (unplaced * value) / allModelled : 0;
    importKwh[offset + i] = value * share + spread;
  }
  return diagnostics;
}
