import { monthLabel } from '../costs/labels.ts';
import { civilOf, daysInMonth, isoDateOf } from './civil-date.ts';
import { intervalsPerDay, type UsageProfile } from './usage-profile.ts';

/** Southern-hemisphere seasons by calendar month (December is summer). */
export type Season = 'Summer' | 'Autumn' | 'Winter' | 'Spring';
export const SEASONS: readonly Season[] = [
  'Summer',
  'Autumn',
  'Winter',
  'Spring',
];

export function seasonOfMonth(month: number): Season {
  return SEASONS[Math.floor((month % 12) / 3)] as Season;
}

/** Use in one hour (or month); null where no day holds a reading. */
export interface ChannelValues {
  readonly importKwh: number | null;
  readonly exportKwh: number | null;
  readonly controlledLoadKwh: number | null;
}

export interface SeasonDay {
  readonly season: Season;
  /** Days of the season that hold readings (0: the season is a gap). */
  readonly days: number;
  /** 24 hours, NEM time (the meter's clock). */
  readonly hours: ReadonlyArray<ChannelValues & { readonly hour: number }>;
}

export interface MonthTotal extends ChannelValues {
  /** `YYYY-MM`. */
  readonly month: string;
  /** E.g. `Jan 2025`. */
  readonly label: string;
  readonly daysWithData: number;
  /** Days of the month the profile covers. */
  readonly days: number;
  /** Days in the calendar month. */
  readonly calendarDays: number;
}

/** The charts of a usage profile; absent channels are flagged off. */
export interface UsageChartData {
  readonly seasons: readonly SeasonDay[];
  readonly months: readonly MonthTotal[];
  readonly hasExport: boolean;
  readonly hasControlledLoad: boolean;
  /** Days the meter file had no reading for. */
  readonly missingDays: number;
}

/** Chart data, and whether it is the visitor's meter or our typical shape. */
export interface UsageCharts extends UsageChartData {
  readonly basis: 'meter' | 'typical';
  readonly unit: 'kWh' | 'MJ';
}

type Channel = 'importKwh' | 'exportKwh' | 'controlledLoadKwh';

function channelsOf(profile: UsageProfile) {
  return [
    ['importKwh', profile.importPerInterval],
    ['exportKwh', profile.exportPerInterval],
    ['controlledLoadKwh', profile.controlledLoadPerInterval],
  ] as ReadonlyArray<readonly [Channel, Float64Array | undefined]>;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A channel's value, or null when it is not metered or nothing was read. */
function channelValue(
  sums: Record<Channel, number>,
  channel: Channel,
  present: boolean,
  divisor: number,
): number | null {
  return present && divisor > 0 ? round3(sums[channel] / divisor) : null;
}

/**
 * Average day per season and totals per calendar month of a profile.
 * Days in `missingDates` (a meter file's gaps, stored as zeros) are left
 * out of both, so a gap is drawn as a gap (null), never as no use.
 */
export function usageChartData(
  profile: UsageProfile,
  missingDates: readonly string[] = [],
): UsageChartData {
  const missing = new Set(missingDates);
  const perDay = intervalsPerDay(profile.intervalMinutes);
  const perHour = perDay / 24;
  const channels = channelsOf(profile).filter(
    (entry): entry is readonly [Channel, Float64Array] =>
      entry[1] !== undefined,
  );
  const seasons = SEASONS.map((season) => ({
    season,
    covered: false,
    days: 0,
    hours: Array.from({ length: 24 }, emptySums),
  }));
  const months = new Map<string, MonthSums>();
  let missingDays = 0;
  for (let d = 0; d < profile.days; d++) {
    const date = isoDateOf(profile.startEpochDay + d);
    const key = date.slice(0, 7);
    const month = months.get(key) ?? {
      sums: emptySums(),
      days: 0,
      withData: 0,
    };
    months.set(key, month);
    month.days += 1;
    const month1to12 = civilOf(profile.startEpochDay + d).month;
    const season = seasons[
      SEASONS.indexOf(seasonOfMonth(month1to12))
    ] as (typeof seasons)[number];
    season.covered = true;
    if (missing.has(date)) {
      missingDays += 1;
      continue;
    }
    month.withData += 1;
    season.days += 1;
    for (const [name, values] of channels) {
      for (let k = 0; k < perDay; k++) {
        const value = values[d * perDay + k] as number;
        (season.hours[Math.floor(k / perHour)] as Sums)[name] += value;
        month.sums[name] += value;
      }
    }
  }
  const metered = new Set(channels.map(([name]) => name));
  const values = (sums: Sums, divisor: number) => ({
    importKwh: channelValue(sums, 'importKwh', true, divisor),
    exportKwh: channelValue(
      sums,
      'exportKwh',
      metered.has('exportKwh'),
      divisor,
    ),
    controlledLoadKwh: channelValue(
      sums,
      'controlledLoadKwh',
      metered.has('controlledLoadKwh'),
      divisor,
    ),
  });
  return {
    seasons: seasons
      .filter((s) => s.covered)
      .map((s) => ({
        season: s.season,
        days: s.days,
        hours: s.hours.map((sums, hour) => ({ hour, ...values(sums, s.days) })),
      })),
    months: [...months].map(([month, m]) => ({
      month,
      label: monthLabel(`${month}-01`),
      daysWithData: m.withData,
      days: m.days,
      calendarDays: daysInMonth(
        Number(month.slice(0, 4)),
        Number(month.slice(5)),
      ),
      // A month with no reading at all is a gap; a part month sums what was read.
      ...values(m.sums, m.withData > 0 ? 1 : 0),
    })),
    hasExport: metered.has('exportKwh'),
    hasControlledLoad: metered.has('controlledLoadKwh'),
    missingDays,
  };
}

type Sums = Record<Channel, number>;

const emptySums = (): Sums => ({
  importKwh: 0,
  exportKwh: 0,
  controlledLoadKwh: 0,
});

interface MonthSums {
  readonly sums: Sums;
  days: number;
  withData: number;
}
