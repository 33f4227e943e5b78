import {
  climateZoneForPostcode,
  shapedGeneralUse,
} from '../household/shapes.ts';
import { civilOf, epochDayOf } from './civil-date.ts';
import { PROFILE_YEAR_DAYS } from './flat-profile.ts';
import {
  createUsageProfile,
  type IntervalMinutes,
  intervalsPerDay,
  type UsageProfile,
} from './usage-profile.ts';

/**
 * Our own documented household shape (not an official AEMO net system load
 * profile): relative use per hour of day (NEM time), low overnight, a
 * morning rise and an evening peak from 5 to 9 pm.
 */
export const TYPICAL_HOURLY_WEIGHTS: readonly number[] = [
  0.6, 0.5, 0.45, 0.45, 0.45, 0.5, 0.8, 1.2, 1.3, 1.0, 0.9, 0.85, 0.85, 0.8,
  0.8, 0.9, 1.1, 1.6, 1.9, 1.9, 1.7, 1.4, 1.1, 0.8,
];

/**
 * Relative daily use per month, January first: higher in winter (heating)
 * and a little higher in mid-summer (cooling).
 */
export const TYPICAL_MONTHLY_WEIGHTS: readonly number[] = [
  1.05, 1.0, 0.92, 0.88, 0.95, 1.1, 1.2, 1.15, 1.0, 0.9, 0.9, 0.95,
];

/**
 * A 365-day profile whose total is `annualKwh`. With a postcode of a known
 * state it has that place's shapes: month, season, weekday and weekend
 * (docs/household.md, Shapes by place); otherwise it is shaped by
 * {@link TYPICAL_HOURLY_WEIGHTS} and {@link TYPICAL_MONTHLY_WEIGHTS}.
 */
export function typicalHouseholdProfile(
  annualKwh: number,
  startDate: string,
  intervalMinutes: IntervalMinutes = 30,
  postcode?: string,
): UsageProfile {
  const start = epochDayOf(startDate);
  const perDay = intervalsPerDay(intervalMinutes);
  const zone =
    postcode === undefined ? undefined : climateZoneForPostcode(postcode);
  if (zone) {
    const halfHours = shapedGeneralUse(
      annualKwh,
      zone,
      start,
      PROFILE_YEAR_DAYS,
    );
    const split = 30 / intervalMinutes;
    const usage = new Float64Array(PROFILE_YEAR_DAYS * perDay);
    for (let i = 0; i < usage.length; i++) {
      usage[i] = (halfHours[Math.floor(i / split)] ?? 0) / split;
    }
    return createUsageProfile({
      startDate,
      intervalMinutes,
      importPerInterval: usage,
    });
  }
  const dayWeights = new Float64Array(PROFILE_YEAR_DAYS);
  let weightSum = 0;
  for (let d = 0; d < PROFILE_YEAR_DAYS; d++) {
    const weight = TYPICAL_MONTHLY_WEIGHTS[civilOf(start + d).month - 1] ?? 1;
    dayWeights[d] = weight;
    weightSum += weight;
  }
  const intervalShares = dayShape(perDay, intervalMinutes);
  const usage = new Float64Array(PROFILE_YEAR_DAYS * perDay);
  for (let d = 0; d < PROFILE_YEAR_DAYS; d++) {
    const dayKwh = (annualKwh * (dayWeights[d] ?? 0)) / weightSum;
    for (let k = 0; k < perDay; k++) {
      usage[d * perDay + k] = dayKwh * (intervalShares[k] ?? 0);
    }
  }
  return createUsageProfile({
    startDate,
    intervalMinutes,
    importPerInterval: usage,
  });
}

function dayShape(perDay: number, intervalMinutes: number): Float64Array {
  const hourTotal = TYPICAL_HOURLY_WEIGHTS.reduce((sum, w) => sum + w, 0);
  const perHour = 60 / intervalMinutes;
  const shares = new Float64Array(perDay);
  for (let k = 0; k < perDay; k++) {
    const hour = Math.floor(k / perHour);
    shares[k] = (TYPICAL_HOURLY_WEIGHTS[hour] ?? 0) / hourTotal / perHour;
  }
  return shares;
}
