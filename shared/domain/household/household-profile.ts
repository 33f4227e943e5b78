import type {
  BillPeriod,
  HouseholdAnswers,
  HouseholdUsage,
} from '../../contracts/household.ts';
import { civilOf, epochDayOf, isoDateOf } from '../usage/civil-date.ts';
import {
  createUsageProfile,
  type UsageProfile,
} from '../usage/usage-profile.ts';
import { type DispatchInput, dispatch } from '../what-if/dispatch.ts';
import {
  type Band,
  type BandWindows,
  bandAt,
  typicalBandWindows,
} from './bands.ts';
import {
  annualEstimate,
  DEFAULT_EV_KM_PER_YEAR,
  EV_KWH_PER_100_KM,
} from './questionnaire.ts';
import {
  type ClimateZone,
  climateZoneForPostcode,
  controlledLoadDayShape,
  seasonOfMonth,
  shapedGeneralUse,
} from './shapes.ts';
import {
  DEFAULT_EXPORT_LIMIT_KW_PER_PHASE,
  netSolarAgainstUse,
  solarGenerationAt,
} from './solar.ts';
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
  const gross = grossUse(answers, zone, start, days);
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
  const importKwh = new Float64Array(days * HALF_HOURS);
  const exportKwh = new Float64Array(days * HALF_HOURS);
  const controlled = new Float64Array(days * HALF_HOURS);
  const estimate = annualEstimate(answers, zone);
  for (const segment of segments) {
    const a = (segment.from - start) * HALF_HOURS;
    const b = a + segment.days * HALF_HOURS;
    const load = gross.subarray(a, b);
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

/** What the home draws before its panels, shaped by place and answers. */
function grossUse(
  answers: HouseholdAnswers,
  zone: ClimateZone,
  start: number,
  days: number,
): Float64Array {
  const estimate = annualEstimate(answers, zone);
  const general = shapedGeneralUse(
    ((estimate.generalKwh + estimate.hotWaterKwh) * days) / 365,
    zone,
    start,
    days,
    answers.homeDuringDay ?? false,
  );
  const evPerDay = answers.ev
    ? ((answers.ev.kmPerYear ?? DEFAULT_EV_KM_PER_YEAR) * EV_KWH_PER_100_KM) /
      100 /
      365
    : 0;
  const charging = answers.ev?.charging ?? 'overnight';
  const poolPerDay = estimate.poolKwh / 365;
  for (let d = 0; d < days; d++) {
    const season = seasonOfMonth(civilOf(start + d).month);
    const pool = poolPerDay * POOL_SEASON[season];
    for (let k = 18; pool > 0 && k < 32; k++) {
      const i = d * HALF_HOURS + k;
      general[i] = (general[i] ?? 0) + pool / 14;
    }
    if (evPerDay > 0 && (start + d) % EV_SESSION_EVERY_DAYS === 0) {
      chargeEv(general, d, evPerDay * EV_SESSION_EVERY_DAYS, charging);
    }
  }
  return general;
}

/** Half-hour an EV starts charging: 23:00 or 18:00 (daytime: about noon). */
const EV_START = { overnight: 46, evening: 36 } as const;
/** A home EV charger (7 kW single phase). */
const EV_CHARGER_KW = 7;
/**
 * A car is plugged in every few days, not topped up daily: a session every
 * third day carries three days' driving (docs/household.md, The questionnaire).
 */
const EV_SESSION_EVERY_DAYS = 3;
/** Solar noon, about 12:00 NEM time in the eastern states. */
const NOON = 24;

/**
 * One charging session of `kwh` at the charger's power on day `d`: from
 * 23:00 or 18:00, or in the day centred on noon, when the panels make
 * most (running past midnight into the next day's first hours).
 */
function chargeEv(
  use: Float64Array,
  d: number,
  kwh: number,
  charging: 'overnight' | 'daytime' | 'evening',
): void {
  const perHalfHour = EV_CHARGER_KW / 2;
  const from =
    charging === 'daytime'
      ? NOON - Math.round(kwh / perHalfHour / 2)
      : EV_START[charging];
  let need = kwh;
  for (let k = from; need > 0; k++) {
    const i = d * HALF_HOURS + k;
    if (i >= use.length) break;
    const take = Math.min(need, perHalfHour);
    use[i] = (use[i] ?? 0) + take;
    need -= take;
  }
}
/** A pool pump runs longer in summer. */
const POOL_SEASON = { summer: 1.3, autumn: 1, winter: 0.7, spring: 1 } as const;

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

interface Netted {
  readonly importKwh: Float64Array;
  readonly exportKwh: Float64Array;
}

type Battery = {
  usableKwh: number;
  powerKw: number;
  roundTripEfficiency: number;
};

/** Bought and exported kWh over a run, without its half-hours. */
interface NettedTotals {
  readonly importKwh: number;
  readonly exportKwh: number;
}

/**
 * A period's use (scaled by s) and generation (scaled by g) netted half-hour
 * by half-hour: `run` keeps the half-hours, `totals` only their sums and is
 * what the calibration's many trials call, so it allocates nothing without
 * a battery (docs/household.md, Speed).
 */
class PeriodNetting {
  private readonly use: Float64Array;
  private readonly generation: Float64Array;

  constructor(
    private readonly load: Float64Array,
    private readonly made: Float64Array | undefined,
    private readonly battery: Battery | undefined,
  ) {
    this.use = new Float64Array(load.length);
    this.generation = new Float64Array(made ? load.length : 0);
  }

  run(s: number, g: number): Netted {
    const use = this.load.map((v) => v * s);
    if (!this.made)
      return { importKwh: use, exportKwh: new Float64Array(use.length) };
    const generation = this.made.map((v) => v * g);
    if (!this.battery) {
      const netted = netSolarAgainstUse(
        use,
        generation,
        DEFAULT_EXPORT_LIMIT_KW_PER_PHASE,
      );
      return { importKwh: netted.importKwh, exportKwh: netted.exportKwh };
    }
    const run = dispatch(this.dispatchInput(use, generation));
    return {
      importKwh: run.importPerInterval,
      exportKwh: run.exportPerInterval,
    };
  }

  /** The sums of {@link run}'s half-hours, added in the same order. */
  totals(s: number, g: number): NettedTotals {
    const { load, made } = this;
    if (!made) {
      let bought = 0;
      for (let i = 0; i < load.length; i++) bought += (load[i] ?? 0) * s;
      return { importKwh: bought, exportKwh: 0 };
    }
    if (!this.battery) {
      const limit = DEFAULT_EXPORT_LIMIT_KW_PER_PHASE / 2;
      let bought = 0;
      let sent = 0;
      for (let i = 0; i < load.length; i++) {
        const use = (load[i] ?? 0) * s;
        const generated = (made[i] ?? 0) * g;
        const self = Math.min(use, generated);
        bought += use - self;
        sent += Math.min(generated - self, limit);
      }
      return { importKwh: bought, exportKwh: sent };
    }
    for (let i = 0; i < load.length; i++) {
      this.use[i] = (load[i] ?? 0) * s;
      this.generation[i] = (made[i] ?? 0) * g;
    }
    const { totals } = dispatch(this.dispatchInput(this.use, this.generation));
    return { importKwh: totals.bought, exportKwh: totals.exported };
  }

  private dispatchInput(
    use: Float64Array,
    generation: Float64Array,
  ): DispatchInput {
    return {
      load: use,
      existingExport: undefined,
      generation,
      exportLimitKwh: DEFAULT_EXPORT_LIMIT_KW_PER_PHASE / 2,
      battery: this.battery,
    };
  }
}

/**
 * Smallest x ≥ 0 with f(x) ≥ target, f rising: the bracket [0, hi] doubled
 * until it holds the target, then narrowed by regula falsi (the Illinois
 * variant: the side that stays has its value halved) to a relative width
 * of 1e-12, which takes a handful of trials where halving takes forty.
 */
function solve(f: (x: number) => number, target: number, hi: number): number {
  let low = 0;
  let high = hi;
  let lowGap = f(low) - target;
  let highGap = f(high) - target;
  if (lowGap >= 0) return 0;
  for (let i = 0; i < 40 && highGap < 0; i++) {
    low = high;
    lowGap = highGap;
    high *= 2;
    highGap = f(high) - target;
  }
  if (highGap < 0) return high;
  let kept = 0;
  for (let i = 0; i < 100 && high - low > 1e-12 * high; i++) {
    let x = high - (highGap * (high - low)) / (highGap - lowGap);
    if (!(x > low && x < high)) x = (low + high) / 2;
    const gap = f(x) - target;
    if (gap < 0) {
      low = x;
      lowGap = gap;
      if (kept === -1) highGap /= 2;
      kept = -1;
    } else {
      high = x;
      highGap = gap;
      if (kept === 1) lowGap /= 2;
      kept = 1;
    }
  }
  return (low + high) / 2;
}

/**
 * Scales use (s) and generation (g) so the period's bought and exported
 * kWh are the bill's: each is found in turn with the other held, a few
 * rounds. Without panels use alone is scaled.
 */
function calibrate(
  netting: PeriodNetting,
  importTarget: number,
  exportTarget: number | undefined,
  hasSolar: boolean,
): Netted {
  const bought = (s: number, g: number) => netting.totals(s, g).importKwh;
  const sent = (s: number, g: number) => netting.totals(s, g).exportKwh;
  if (!hasSolar) {
    const sum = bought(1, 0);
    return netting.run(sum > 0 ? importTarget / sum : 0, 0);
  }
  let s = 1;
  let g = 1;
  for (let round = 0; round < 5; round++) {
    const gNow = g;
    s = solve((x) => bought(x, gNow), importTarget, 2);
    if (exportTarget === undefined) break;
    const sNow = s;
    g = Math.min(
      solve((x) => sent(sNow, x), exportTarget, 2),
      3,
    );
  }
  const gFinal = g;
  s = solve((x) => bought(x, gFinal), importTarget, 2);
  return netting.run(s, g);
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
