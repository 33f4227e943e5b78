import type { UsageInput } from '../../contracts/compare.ts';

const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});
const day = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_MS = 24 * 60 * 60 * 1000;
const READINGS_PER_DAY = 48;

/** Whole dollars, as the result cards and the switch summary show them. */
export const formatWholeDollars = (value: number) => wholeDollars.format(value);

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
    return `based on a ${formatWholeDollars(usage.monthlyBillDollars)} monthly bill (about ${Math.round(monthlyUse)} ${unit} a month)`;
  const start = Date.parse(`${usage.startDate}T00:00:00Z`);
  const days = Math.ceil(usage.importKwh.length / READINGS_PER_DAY);
  const end = start + (days - 1) * DAY_MS;
  return `based on your meter data from ${day.format(start)} to ${day.format(end)}`;
}
