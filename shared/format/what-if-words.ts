import type { WhatIfInputFields } from '../contracts/what-if.ts';
import { WHAT_IF_DEFAULTS } from '../domain/what-if/what-if.ts';
import { formatDollars } from './money-and-dates.ts';

/** "$120 a year less" or "$40 a year more". */
export const yearlyDifference = (dollars: number) =>
  `${formatDollars(Math.abs(dollars))} a year ${dollars <= 0 ? 'less' : 'more'}`;

const list = (parts: readonly string[]) =>
  parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

const chargingWords = {
  overnight: 'charged overnight',
  midday: 'charged at midday',
  any: 'charged whenever plugged in',
} as const;

/**
 * The what-if in words, as a page or an e-mail names it: "6.6 kW of solar
 * and a 13.5 kWh battery".
 */
export function whatIfWords(whatIf: WhatIfInputFields): string {
  const n = (value: number) => value.toLocaleString('en-AU');
  const { solar, battery, ev, loadShift } = whatIf;
  const parts: string[] = [];
  if (solar) parts.push(`${n(solar.kw)} kW of solar`);
  if (battery) parts.push(`a ${n(battery.usableKwh)} kWh battery`);
  if (ev)
    parts.push(
      `an electric car driven ${n(ev.kmPerYear)} km a year, ${chargingWords[ev.charging ?? WHAT_IF_DEFAULTS.evCharging]}`,
    );
  if (loadShift)
    parts.push(
      `${n(Math.round(loadShift.eveningShare * 100))} % of evening use moved to the middle of the day`,
    );
  return list(parts);
}
