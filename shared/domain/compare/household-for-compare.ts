import type { BillUsage } from '../../contracts/compare.ts';
import { formatCalendarDay } from '../../format/money-and-dates.ts';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { typicalBandWindows } from '../household/bands.ts';
import { type HouseholdHas, householdHas } from '../household/eligibility.ts';
import {
  type HouseholdProfile,
  householdProfile,
} from '../household/household-profile.ts';
import { bandWindowsKey, bandWindowsOfPlan } from '../household/plan-bands.ts';
import { epochDayOf } from '../usage/civil-date.ts';

/** Households kept: the same bill priced again skips the half-hour model. */
const KEPT = 8;
const kept = new Map<string, HouseholdProfile>();

/**
 * The half-hours a bill or questionnaire describes at the request's
 * postcode (docs/household.md). A bill's bands fall in the windows of the
 * plan it names (`billPlan`), else the network's typical ones. The model
 * is the slow part of a first compare, so the last few are kept by their
 * exact figures.
 */
export function householdForCompare(
  usage: BillUsage,
  postcode: string,
  year: number,
  billPlan?: CompiledPlan,
): HouseholdProfile {
  const windows = billPlan && bandWindowsOfPlan(billPlan);
  const key = `${postcode}|${year}|${JSON.stringify(usage)}|${bandWindowsKey(billPlan)}`;
  const found = kept.get(key);
  if (found) return found;
  const { kind, currentPlanId, ...bill } = usage;
  const printsBands =
    usage.periods?.some((p) => p.generalKwh === undefined) ?? false;
  const profile = householdProfile(
    { ...bill, postcode },
    { year, ...(windows && { bandWindows: windows }) },
  );
  const built =
    billPlan && !windows && printsBands
      ? {
          ...profile,
          diagnostics: [
            `Your current plan, ${billPlan.displayName}, has no peak, shoulder or off-peak times: the bill’s bands are placed in ${typicalBandWindows(postcode).source}.`,
            ...profile.diagnostics,
          ],
        }
      : profile;
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, built);
  return built;
}

/** What the household has by its answers and its bill's export. */
export function householdHasOf(usage: BillUsage): HouseholdHas {
  const exports = usage.periods?.some((p) => (p.exportKwh ?? 0) > 0) ?? false;
  return householdHas(usage.household, exports);
}

/**
 * The period an estimate comes from, as the first sentence of every
 * row's diagnostics: "Estimated from a bill of 1 July 2025 to 30 June 2026."
 */
export function householdPeriodInWords(usage: BillUsage): string {
  const periods = usage.periods ?? [];
  if (periods.length === 0)
    return 'Estimated from your answers about the household, not a bill: a typical year for a home like it.';
  const starts = periods.map((p) => p.startDate).sort();
  const ends = periods.map((p) => p.endDate).sort();
  const first = starts[0] as string;
  const last = ends.at(-1) as string;
  const days = epochDayOf(last) - epochDayOf(first) + 1;
  const scaled = days < 365 ? ', scaled to a year' : '';
  return `Estimated from a bill of ${formatCalendarDay(first)} to ${formatCalendarDay(last)}${scaled}.`;
}
