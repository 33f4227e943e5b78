import type { UsageProfile } from '../usage/usage-profile.ts';
import { balanceGap, type EnergyTotals } from './dispatch.ts';

/** The energy balance over a year, kWh (docs/what-if.md, Energy balance). */
export interface AnnualBalance {
  readonly homeUse: number;
  readonly bought: number;
  readonly boughtForBattery: number;
  readonly exported: number;
  readonly solarGenerated: number;
  readonly selfConsumed: number;
  readonly stored: number;
  readonly discharged: number;
  readonly losses: number;
  readonly curtailed: number;
  /** Energy in less energy out; within 0.1 kWh of zero. */
  readonly unaccounted: number;
}

const kwh = (value: number) => Math.round(value * 10) / 10;

/** Totals over a profile's days scaled to 365 days, to 0.1 kWh. */
export function annualBalance(
  totals: EnergyTotals,
  days: number,
): AnnualBalance {
  const scale = 365 / days;
  const year = (value: number) => kwh(value * scale);
  return {
    homeUse: year(totals.homeUse),
    bought: year(totals.bought),
    boughtForBattery: year(totals.boughtForBattery),
    exported: year(totals.exported),
    solarGenerated: year(totals.solarGenerated),
    selfConsumed: year(totals.selfConsumed),
    stored: year(totals.stored),
    discharged: year(totals.discharged),
    losses: year(totals.losses),
    curtailed: year(totals.curtailed),
    unaccounted: Math.round(balanceGap(totals) * scale * 1000) / 1000,
  };
}

/** The average day, per half-hour of NEM time, kWh. */
export interface AverageDay {
  readonly import: number[];
  readonly export: number[];
  /** Battery charge (+) or discharge (−); absent without a battery. */
  readonly battery?: number[];
}

function averageOf(values: Float64Array | undefined, days: number): number[] {
  const out = new Array<number>(48).fill(0);
  if (!values) return out;
  for (let i = 0; i < values.length; i++)
    out[i % 48] = (out[i % 48] ?? 0) + (values[i] ?? 0);
  return out.map((v) => Math.round((v / days) * 1000) / 1000);
}

/** Average-day import and export of a half-hour profile, with a battery's flow. */
export function averageDay(
  profile: UsageProfile,
  batteryPerInterval?: Float64Array,
): AverageDay {
  const general = profile.importPerInterval;
  const controlled = profile.controlledLoadPerInterval;
  const bought = controlled
    ? general.map((v, i) => v + (controlled[i] ?? 0))
    : general;
  return {
    import: averageOf(bought, profile.days),
    export: averageOf(profile.exportPerInterval, profile.days),
    ...(batteryPerInterval && {
      battery: averageOf(batteryPerInterval, profile.days),
    }),
  };
}
