import type { CompareRequest } from '../../contracts/compare.ts';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import {
  SOLAR_CHARGED_SHARE,
  SOLAR_EXPORTED_SHARE,
} from '../costs/spec-formulas.ts';
import {
  flatProfileFromMonthlyUsage,
  monthlyKwhFromBill,
} from '../usage/flat-profile.ts';
import { typicalHouseholdProfile } from '../usage/typical-shape.ts';
import {
  createUsageProfile,
  type UsageProfile,
} from '../usage/usage-profile.ts';
import { householdForCompare } from './household-for-compare.ts';

/** Half-hours 14..33 are 07:00-17:00, when panels export. */
const DAYLIGHT = { from: 14, to: 34 } as const;

/** Exports spread over daylight half-hours, `total` over the year. */
function daylightExport(days: number, total: number): Float64Array {
  const perDay = 48;
  const slots = DAYLIGHT.to - DAYLIGHT.from;
  const values = new Float64Array(days * perDay);
  for (let d = 0; d < days; d++) {
    values.fill(
      total / (days * slots),
      d * perDay + DAYLIGHT.from,
      d * perDay + DAYLIGHT.to,
    );
  }
  return values;
}

/** Monthly use a request implies (kWh, or MJ for gas). */
export function monthlyUseOf(
  usage: CompareRequest['usage'],
): number | undefined {
  if (usage.kind === 'monthlyKwh') return usage.monthlyKwh;
  if (usage.kind === 'monthlyBill')
    return monthlyKwhFromBill(usage.monthlyBillDollars);
  return undefined;
}

/**
 * The usage profile to price: real half-hourly readings when given;
 * otherwise a year shaped like a typical household (flat for gas), with
 * the simple formulas' solar split for solar homes; a bill or
 * questionnaire through the household model, its bands in the windows of
 * `billPlan` (the plan the bill names) when given. Throws a RangeError for
 * readings that are not whole days.
 */
export function profileForCompare<
  Request extends Pick<CompareRequest, 'usage' | 'energyType'> & {
    readonly postcode?: string;
  },
>(request: Request, year: number, billPlan?: CompiledPlan): UsageProfile {
  const { usage } = request;
  const startDate = `${year}-01-01`;
  if (usage.kind === 'intervals') {
    return createUsageProfile({
      startDate: usage.startDate,
      intervalMinutes: 30,
      importPerInterval: Float64Array.from(usage.importKwh),
      ...(usage.exportKwh && {
        exportPerInterval: Float64Array.from(usage.exportKwh),
      }),
    });
  }
  if (usage.kind === 'bill') {
    if (request.energyType === 'Gas' || !request.postcode)
      throw new RangeError(
        'a bill’s kWh price electricity plans at a postcode',
      );
    return householdForCompare(usage, request.postcode, year, billPlan).profile;
  }
  const monthly = monthlyUseOf(usage) ?? 0;
  if (request.energyType === 'Gas') {
    return flatProfileFromMonthlyUsage(monthly, { startDate, unit: 'MJ' });
  }
  const annual = monthly * 12;
  if (request.energyType !== 'Solar')
    return typicalHouseholdProfile(annual, startDate, 30, request.postcode);
  const bought = typicalHouseholdProfile(
    annual * SOLAR_CHARGED_SHARE,
    startDate,
    30,
    request.postcode,
  );
  return createUsageProfile({
    startDate,
    intervalMinutes: 30,
    importPerInterval: bought.importPerInterval,
    exportPerInterval: daylightExport(
      bought.days,
      annual * SOLAR_EXPORTED_SHARE,
    ),
  });
}

/** Total use over a profile, per year and per month. */
export function usageSummary(profile: UsageProfile) {
  let total = 0;
  for (const value of profile.importPerInterval) total += value;
  const annual = (total * 365) / profile.days;
  return {
    annualKwh: Math.round(annual),
    monthlyKwh: Math.round(annual / 12),
    days: profile.days,
  };
}
