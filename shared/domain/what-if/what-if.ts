import { DEFAULT_EXPORT_LIMIT_KW_PER_PHASE } from '../household/solar.ts';

/**
 * A change to a household, priced against every plan (docs/what-if.md).
 * Sizes are as installed; energy figures are kWh.
 */
export interface AddedSolar {
  readonly kw: number;
  /** Most the connection may export, kW; the rest is curtailed. */
  readonly exportLimitKw: number;
}

export interface AddedBattery {
  readonly usableKwh: number;
  /** Most it charges or discharges, kW. */
  readonly powerKw: number;
  /** Share of the energy put in that comes back out, 0-1. */
  readonly roundTripEfficiency: number;
}

export const evChargingTimes = ['overnight', 'midday', 'any'] as const;
export type EvCharging = (typeof evChargingTimes)[number];

export interface AddedEv {
  readonly kmPerYear: number;
  readonly kwhPer100Km: number;
  readonly charging: EvCharging;
}

export interface LoadShift {
  /** Share of evening use (17:00-21:00) moved to 10:00-15:00, 0-1. */
  readonly eveningShare: number;
}

export interface WhatIf {
  readonly solar?: AddedSolar | undefined;
  readonly battery?: AddedBattery | undefined;
  readonly ev?: AddedEv | undefined;
  readonly loadShift?: LoadShift | undefined;
}

/** Defaults and limits (docs/what-if.md gives their sources). */
export const WHAT_IF_DEFAULTS = {
  exportLimitKw: DEFAULT_EXPORT_LIMIT_KW_PER_PHASE,
  batteryPowerKw: 5,
  roundTripEfficiency: 0.9,
  kwhPer100Km: 17,
  evCharging: 'overnight' as EvCharging,
} as const;

export const WHAT_IF_LIMITS = {
  solarKw: { min: 0.5, max: 30 },
  exportLimitKw: { min: 0, max: 30 },
  batteryKwh: { min: 1, max: 100 },
  roundTripEfficiency: { min: 0.5, max: 1 },
  evKmPerYear: { min: 0, max: 100_000 },
  kwhPer100Km: { min: 5, max: 60 },
} as const;

/** Local clock windows, as half-hours of the day `[from, to)`. */
export const WINDOWS = {
  evening: { from: 34, to: 42 },
  midday: { from: 20, to: 30 },
  overnight: { from: 0, to: 12 },
  pluggedIn: { from: 36, to: 44 },
} as const;

export type HalfHourWindow = { readonly from: number; readonly to: number };
