import type { UsageInput } from '../../contracts/compare.ts';
import {
  formatCalendarDay,
  formatDollars,
} from '../../format/money-and-dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const READINGS_PER_DAY = 48;

/**
 * The usage an estimate assumes, in words a visitor recognises
 * ("based on 450 kWh a month"); `monthlyUse` is what the profile priced.
 */
export function usageBasis(
  usage: UsageInput,
  unit: 'kWh' | 'MJ',
  monthlyUse: number,
): string {
  if (usage.kind === 'monthlyKwh')
    return `based on ${Math.round(usage.monthlyKwh)} ${unit} a month`;
  if (usage.kind === 'monthlyBill')
    return `based on a ${formatDollars(usage.monthlyBillDollars)} monthly bill (about ${Math.round(monthlyUse)} ${unit} a month)`;
  if (usage.kind === 'bill') {
    const periods = usage.periods ?? [];
    if (periods.length === 0)
      return 'based on your answers about the household';
    const starts = periods.map((p) => p.startDate).sort();
    const ends = periods.map((p) => p.endDate).sort();
    return `based on your bill from ${formatCalendarDay(starts[0] as string)} to ${formatCalendarDay(ends.at(-1) as string)}`;
  }
  const start = Date.parse(`${usage.startDate}T00:00:00Z`);
  const days = Math.ceil(usage.importKwh.length / READINGS_PER_DAY);
  const end = start + (days - 1) * DAY_MS;
  return `based on your meter data from ${formatCalendarDay(start)} to ${formatCalendarDay(end)}`;
}
