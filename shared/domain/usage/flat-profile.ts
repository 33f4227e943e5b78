import { epochDayOf } from './civil-date.ts';
import {
  createUsageProfile,
  type EnergyUnit,
  type IntervalMinutes,
  intervalsPerDay,
  type UsageProfile,
} from './usage-profile.ts';

/** Days in the one-year profiles built from annual or monthly figures. */
export const PROFILE_YEAR_DAYS = 365;

/** A monthly bill in dollars divides by this to give kWh a month. */
export const BILL_DOLLARS_PER_KWH = 0.25;

/** Options for a flat one-year profile. */
export interface FlatProfileOptions {
  /** First day, `YYYY-MM-DD`. The profile runs 365 days from it. */
  readonly startDate: string;
  /** @default 30 */
  readonly intervalMinutes?: IntervalMinutes;
  /** @default 'KWH' */
  readonly unit?: EnergyUnit;
  /** Yearly controlled-load use, spread evenly like the general use. */
  readonly annualControlledLoad?: number;
  /** Yearly export to the grid, spread evenly. */
  readonly annualExport?: number;
}

/**
 * A profile with the same use in every interval of a 365-day year, so a
 * single-rate plan prices exactly as `supply × 365 + annual × rate`.
 */
export function flatAnnualProfile(
  annualUsage: number,
  options: FlatProfileOptions,
): UsageProfile {
  const intervalMinutes = options.intervalMinutes ?? 30;
  const count = PROFILE_YEAR_DAYS * intervalsPerDay(intervalMinutes);
  epochDayOf(options.startDate);
  const spread = (total: number | undefined) =>
    total === undefined
      ? undefined
      : new Float64Array(count).fill(total / count);
  const controlledLoad = spread(options.annualControlledLoad);
  const exported = spread(options.annualExport);
  return createUsageProfile({
    startDate: options.startDate,
    intervalMinutes,
    unit: options.unit ?? 'KWH',
    importPerInterval: new Float64Array(count).fill(annualUsage / count),
    ...(controlledLoad && { controlledLoadPerInterval: controlledLoad }),
    ...(exported && { exportPerInterval: exported }),
  });
}

/** Flat one-year profile from a monthly figure (annual = monthly × 12). */
export function flatProfileFromMonthlyUsage(
  monthlyUsage: number,
  options: FlatProfileOptions,
): UsageProfile {
  return flatAnnualProfile(monthlyUsage * 12, options);
}

/** Monthly kWh from a monthly bill, `round(bill / 0.25)`. */
export function monthlyKwhFromBill(monthlyBillDollars: number): number {
  return Math.round(monthlyBillDollars / BILL_DOLLARS_PER_KWH);
}

/** Flat one-year profile for a monthly bill amount. */
export function flatProfileFromMonthlyBill(
  monthlyBillDollars: number,
  options: FlatProfileOptions,
): UsageProfile {
  return flatProfileFromMonthlyUsage(
    monthlyKwhFromBill(monthlyBillDollars),
    options,
  );
}
