import { civilOf, dayOfWeek } from '../usage/civil-date.ts';
import {
  SOLAR_PLACES,
  type SolarPlace,
  solarPlaceForPostcode,
} from './solar-places.ts';

/**
 * Climate zones our use shapes tell apart (docs/household.md, Shapes by
 * place): tropical north, warm (hot summers, mild winters), mild (Sydney),
 * cool (heating winters).
 */
export type ClimateZone = 'tropical' | 'warm' | 'mild' | 'cool';

const ZONE_OF_PLACE = new Map<SolarPlace, ClimateZone>([
  [SOLAR_PLACES.darwin, 'tropical'],
  [SOLAR_PLACES.cairns, 'tropical'],
  [SOLAR_PLACES.brisbane, 'warm'],
  [SOLAR_PLACES.perth, 'warm'],
  [SOLAR_PLACES.adelaide, 'warm'],
  [SOLAR_PLACES.aliceSprings, 'warm'],
  [SOLAR_PLACES.sydney, 'mild'],
  [SOLAR_PLACES.melbourne, 'cool'],
  [SOLAR_PLACES.canberra, 'cool'],
  [SOLAR_PLACES.hobart, 'cool'],
]);

/** The climate zone of a postcode, or undefined for a postcode of no state. */
export function climateZoneForPostcode(
  postcode: string,
): ClimateZone | undefined {
  const place = solarPlaceForPostcode(postcode);
  return place && ZONE_OF_PLACE.get(place);
}

/** Relative daily use per month, January first, by zone. */
export const MONTHLY_USE_WEIGHTS: Readonly<
  Record<ClimateZone, readonly number[]>
> = {
  tropical: [
    1.1, 1.08, 1.08, 1.02, 0.92, 0.85, 0.83, 0.88, 0.98, 1.08, 1.1, 1.1,
  ],
  warm: [1.15, 1.12, 1.02, 0.9, 0.92, 1.0, 1.03, 0.98, 0.9, 0.92, 1.0, 1.1],
  mild: [1.05, 1.02, 0.95, 0.92, 0.98, 1.1, 1.15, 1.1, 0.97, 0.92, 0.92, 0.98],
  cool: [0.9, 0.88, 0.9, 0.97, 1.1, 1.25, 1.3, 1.22, 1.05, 0.95, 0.88, 0.88],
};

/** Hourly use on a weekday with no heating or cooling (NEM time). */
const WEEKDAY_BASE = [
  0.6, 0.5, 0.45, 0.45, 0.45, 0.5, 0.8, 1.2, 1.3, 1.0, 0.9, 0.85, 0.85, 0.8,
  0.8, 0.9, 1.1, 1.6, 1.9, 1.9, 1.7, 1.4, 1.1, 0.8,
];
/** Weekends wake later and use more through the middle of the day. */
const WEEKEND_BASE = [
  0.65, 0.55, 0.5, 0.45, 0.45, 0.45, 0.55, 0.8, 1.1, 1.25, 1.2, 1.15, 1.1, 1.05,
  1.0, 1.0, 1.15, 1.55, 1.8, 1.8, 1.65, 1.4, 1.15, 0.85,
];
/** Heating adds to mornings and evenings; cooling to afternoons. */
const HEATING = [
  0.15, 0.15, 0.15, 0.15, 0.15, 0.2, 0.5, 0.6, 0.45, 0.2, 0.1, 0.1, 0.1, 0.1,
  0.1, 0.15, 0.3, 0.55, 0.65, 0.65, 0.6, 0.5, 0.35, 0.2,
];
const COOLING = [
  0.1, 0.1, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.1, 0.15, 0.25, 0.35, 0.45,
  0.55, 0.65, 0.7, 0.75, 0.75, 0.7, 0.6, 0.45, 0.3, 0.2, 0.15,
];
/** How strongly each zone heats in winter and cools in summer. */
const CLIMATE_LOAD: Readonly<
  Record<ClimateZone, { heat: number; cool: number }>
> = {
  tropical: { heat: 0, cool: 1.2 },
  warm: { heat: 0.4, cool: 0.7 },
  mild: { heat: 0.6, cool: 0.35 },
  cool: { heat: 1.1, cool: 0.2 },
};
/** Extra weekday daytime use when someone is home (09:00-16:00). */
const HOME_IN_DAY = 0.35;

/** Season of a month in the southern hemisphere. */
export function seasonOfMonth(
  month: number,
): 'summer' | 'autumn' | 'winter' | 'spring' {
  if (month === 12 || month <= 2) return 'summer';
  if (month <= 5) return 'autumn';
  if (month <= 8) return 'winter';
  return 'spring';
}

/** What a general-use day shape depends on. */
export interface DayShapeOptions {
  readonly zone: ClimateZone;
  readonly month: number;
  readonly weekend: boolean;
  /** Someone home on weekdays: more use between 09:00 and 16:00. */
  readonly homeDuringDay?: boolean;
}

/** Share of a day's general use in each of its 48 half-hours (sums to 1). */
export function generalDayShape(options: DayShapeOptions): Float64Array {
  const season = seasonOfMonth(options.month);
  const climate = CLIMATE_LOAD[options.zone];
  const heat =
    season === 'winter'
      ? climate.heat
      : season === 'summer'
        ? 0
        : climate.heat / 3;
  const cool =
    season === 'summer'
      ? climate.cool
      : season === 'winter'
        ? 0
        : climate.cool / 3;
  const base = options.weekend ? WEEKEND_BASE : WEEKDAY_BASE;
  const hours = base.map((weight, hour) => {
    const home =
      options.homeDuringDay && !options.weekend && hour >= 9 && hour < 16
        ? HOME_IN_DAY
        : 0;
    return (
      weight + heat * (HEATING[hour] ?? 0) + cool * (COOLING[hour] ?? 0) + home
    );
  });
  return halfHourShares(hours);
}

/** Controlled load: CL1 overnight only, CL2 a longer window. */
export type ControlledLoadKind = 'CL1' | 'CL2';

/**
 * A hot-water controlled load's share per half-hour: CL1 heats in the
 * 22:00-07:00 window, most at its start; CL2 is on about 18 hours, off over
 * the 16:00-20:00 evening peak.
 */
const CONTROLLED_LOAD_HOURS: Readonly<
  Record<ControlledLoadKind, readonly number[]>
> = {
  CL1: [
    1.4, 1.2, 1.0, 0.8, 0.7, 0.6, 0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 1.4, 1.6,
  ],
  CL2: [
    1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.5, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.5,
    0.5, 0, 0, 0, 0, 0.8, 1.0, 1.1, 1.1,
  ],
};

/** Share of a day's controlled load in each half-hour (sums to 1). */
export function controlledLoadDayShape(kind: ControlledLoadKind): Float64Array {
  return halfHourShares(CONTROLLED_LOAD_HOURS[kind]);
}

function halfHourShares(hours: readonly number[]): Float64Array {
  const total = hours.reduce((sum, w) => sum + w, 0);
  const shares = new Float64Array(48);
  for (let k = 0; k < 48; k++) shares[k] = (hours[k >> 1] ?? 0) / total / 2;
  return shares;
}

/** Whether an epoch day is a Saturday or Sunday. */
export function isWeekend(epochDay: number): boolean {
  const weekday = dayOfWeek(epochDay);
  return weekday === 0 || weekday === 6;
}

/**
 * Relative weight of each day from `start` for `days`: the zone's month
 * weight. Use is the same on weekdays and weekends; only the shape differs.
 */
export function dayWeights(
  zone: ClimateZone,
  start: number,
  days: number,
): Float64Array {
  const weights = new Float64Array(days);
  const months = MONTHLY_USE_WEIGHTS[zone];
  for (let d = 0; d < days; d++)
    weights[d] = months[civilOf(start + d).month - 1] ?? 1;
  return weights;
}

/**
 * General use shaped by place: `total` kWh over `days` from epoch day
 * `start`, spread by month weight and each day's shape.
 */
export function shapedGeneralUse(
  total: number,
  zone: ClimateZone,
  start: number,
  days: number,
  homeDuringDay = false,
): Float64Array {
  const weights = dayWeights(zone, start, days);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const use = new Float64Array(days * 48);
  const shapes = new Map<string, Float64Array>();
  for (let d = 0; d < days; d++) {
    const month = civilOf(start + d).month;
    const weekend = isWeekend(start + d);
    const key = `${month}-${weekend}`;
    let shape = shapes.get(key);
    if (!shape) {
      shape = generalDayShape({ zone, month, weekend, homeDuringDay });
      shapes.set(key, shape);
    }
    const dayKwh = (total * (weights[d] ?? 0)) / weightSum;
    for (let k = 0; k < 48; k++) use[d * 48 + k] = dayKwh * (shape[k] ?? 0);
  }
  return use;
}
