import { civilOf, daysInMonth, epochDayOf } from '../usage/civil-date.ts';
import { type SolarPlace, solarPlaceForPostcode } from './solar-places.ts';

/** Export limit most networks set for one phase (docs/household.md). */
export const DEFAULT_EXPORT_LIMIT_KW_PER_PHASE = 5;

const HALF_HOURS = 48;
/** Samples per half-hour when integrating the sun's height. */
const SAMPLES = 6;
/** NEM time is AEST, UTC+10: its meridian is 150° east. */
const NEM_MERIDIAN = 150;

/**
 * kWh a day per kW for each month, January first: a cosine peaking in
 * December between the place's best and worst month, scaled so the year
 * averages the place's annual figure; flat where no swing is known.
 */
export function monthlyYieldPerKw(place: SolarPlace): readonly number[] {
  const { dailyYieldPerKw: mean, bestMonth, worstMonth } = place;
  if (bestMonth === undefined || worstMonth === undefined) {
    return Array.from({ length: 12 }, () => mean);
  }
  const swing = (bestMonth - worstMonth) / 2;
  const raw = Array.from(
    { length: 12 },
    (_, m) => mean + swing * Math.cos((2 * Math.PI * (m + 1 - 12)) / 12),
  );
  let yearKwh = 0;
  for (let m = 0; m < 12; m++)
    yearKwh += (raw[m] ?? 0) * daysInMonth(2025, m + 1);
  const scale = (mean * 365) / yearKwh;
  return raw.map((value) => value * scale);
}

/**
 * Share of a day's generation in each half-hour (NEM time), from the sun's
 * height over the day at the place's latitude: zero before sunrise and after
 * sunset, so summer days are longer, and shifted by the place's longitude.
 */
export function daySolarShape(
  place: SolarPlace,
  epochDay: number,
): Float64Array {
  const dayOfYear =
    epochDay - epochDayOf(`${civilOf(epochDay).year}-01-01`) + 1;
  const declination =
    ((23.44 * Math.PI) / 180) *
    Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
  const latitude = (place.latitude * Math.PI) / 180;
  // Minutes the sun's noon comes after 12:00 NEM time.
  const noonShift = (NEM_MERIDIAN - place.longitude) * 4;
  const shape = new Float64Array(HALF_HOURS);
  let total = 0;
  for (let k = 0; k < HALF_HOURS; k++) {
    let sum = 0;
    for (let s = 0; s < SAMPLES; s++) {
      const minute = k * 30 + ((s + 0.5) * 30) / SAMPLES;
      const hourAngle = (((minute - 720 - noonShift) / 4) * Math.PI) / 180;
      const height =
        Math.sin(latitude) * Math.sin(declination) +
        Math.cos(latitude) * Math.cos(declination) * Math.cos(hourAngle);
      if (height > 0) sum += height;
    }
    shape[k] = sum;
    total += sum;
  }
  for (let k = 0; k < HALF_HOURS; k++) shape[k] = (shape[k] ?? 0) / total;
  return shape;
}

/**
 * Half-hour rooftop generation (kWh) for `kw` of panels at a postcode, from
 * `startDate` for `days` whole days in NEM time: the month's yield per kW,
 * spread by the day's sun. Throws a RangeError for a postcode of no state,
 * a negative size or a bad date.
 */
export function solarGenerationPerInterval(
  postcode: string,
  kw: number,
  startDate: string,
  days: number,
): Float64Array {
  const place = solarPlaceForPostcode(postcode);
  if (!place)
    throw new RangeError(`no solar yield known for postcode ${postcode}`);
  return solarGenerationAt(place, kw, startDate, days);
}

/** {@link solarGenerationPerInterval} for a place already looked up. */
export function solarGenerationAt(
  place: SolarPlace,
  kw: number,
  startDate: string,
  days: number,
): Float64Array {
  if (!(kw >= 0))
    throw new RangeError(`solar size must be 0 kW or more: ${kw}`);
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`days must be a whole number: ${days}`);
  }
  const start = epochDayOf(startDate);
  const monthly = monthlyYieldPerKw(place);
  const generation = new Float64Array(days * HALF_HOURS);
  if (kw === 0) return generation;
  for (let d = 0; d < days; d++) {
    const epochDay = start + d;
    const dayKwh = kw * (monthly[civilOf(epochDay).month - 1] ?? 0);
    const shape = daySolarShape(place, epochDay);
    for (let k = 0; k < HALF_HOURS; k++) {
      generation[d * HALF_HOURS + k] = dayKwh * (shape[k] ?? 0);
    }
  }
  return generation;
}

/** Annual kWh per kW at a place (the monthly yields over a common year). */
export function annualYieldPerKw(place: SolarPlace): number {
  const monthly = monthlyYieldPerKw(place);
  let total = 0;
  for (let m = 0; m < 12; m++)
    total += (monthly[m] ?? 0) * daysInMonth(2025, m + 1);
  return total;
}

/** What generation and use come to once netted half-hour by half-hour. */
export interface SolarNetting {
  /** Use the panels did not cover, bought from the grid. */
  readonly importKwh: Float64Array;
  /** Surplus sent to the grid, up to the export limit. */
  readonly exportKwh: Float64Array;
  readonly selfConsumedKwh: number;
  /** Surplus above the export limit, lost. */
  readonly curtailedKwh: number;
}

/**
 * Nets half-hour generation against half-hour use: each half-hour uses its
 * own generation first, exports the surplus up to `exportLimitKw` (a
 * half-hour exports at most half of it in kWh) and curtails the rest.
 */
export function netSolarAgainstUse(
  useKwh: Float64Array,
  generationKwh: Float64Array,
  exportLimitKw: number = DEFAULT_EXPORT_LIMIT_KW_PER_PHASE,
): SolarNetting {
  if (useKwh.length !== generationKwh.length) {
    throw new RangeError(
      `use has ${useKwh.length} half-hours, generation ${generationKwh.length}`,
    );
  }
  const limit = exportLimitKw / 2;
  const importKwh = new Float64Array(useKwh.length);
  const exportKwh = new Float64Array(useKwh.length);
  let selfConsumedKwh = 0;
  let curtailedKwh = 0;
  for (let i = 0; i < useKwh.length; i++) {
    const use = useKwh[i] ?? 0;
    const made = generationKwh[i] ?? 0;
    const self = Math.min(use, made);
    const surplus = made - self;
    const sent = Math.min(surplus, limit);
    importKwh[i] = use - self;
    exportKwh[i] = sent;
    selfConsumedKwh += self;
    curtailedKwh += surplus - sent;
  }
  return { importKwh, exportKwh, selfConsumedKwh, curtailedKwh };
}
