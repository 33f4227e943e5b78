import { z } from 'zod';
import {
  WHAT_IF_DEFAULTS as D,
  evChargingTimes,
  WHAT_IF_LIMITS as L,
  type WhatIf,
} from '../domain/what-if/what-if.ts';

const between = (range: { min: number; max: number }) =>
  z.number().min(range.min).max(range.max);

/**
 * A change to the household priced against every plan: sizes outside what
 * homes install are refused with a 400 naming the field (docs/compare-api.md).
 */
export const whatIfInputSchema = z
  .strictObject({
    solar: z
      .strictObject({
        kw: between(L.solarKw),
        exportLimitKw: between(L.exportLimitKw).default(D.exportLimitKw),
      })
      .optional(),
    battery: z
      .strictObject({
        usableKwh: between(L.batteryKwh),
        powerKw: z.number().positive().optional(),
        roundTripEfficiency: between(L.roundTripEfficiency).default(
          D.roundTripEfficiency,
        ),
      })
      .refine((b) => b.powerKw === undefined || b.powerKw <= b.usableKwh * 2, {
        message:
          'must be at most twice the usable kWh (a full charge in half an hour)',
        path: ['powerKw'],
      })
      .optional(),
    ev: z
      .strictObject({
        kmPerYear: between(L.evKmPerYear),
        kwhPer100Km: between(L.kwhPer100Km).default(D.kwhPer100Km),
        charging: z.enum(evChargingTimes).default(D.evCharging),
      })
      .optional(),
    loadShift: z
      .strictObject({ eveningShare: z.number().min(0).max(1) })
      .optional(),
  })
  .refine((w) => w.solar || w.battery || w.ev || w.loadShift, {
    message: 'give at least one of solar, battery, ev or loadShift',
  });

export type WhatIfInput = z.infer<typeof whatIfInputSchema>;
export type WhatIfInputFields = z.input<typeof whatIfInputSchema>;

/** The request's what-if with every default filled in. */
export function whatIfOf(input: WhatIfInput): WhatIf {
  const { solar, battery, ev, loadShift } = input;
  return {
    solar,
    ev,
    loadShift,
    battery: battery && {
      usableKwh: battery.usableKwh,
      roundTripEfficiency: battery.roundTripEfficiency,
      powerKw:
        battery.powerKw ?? Math.min(D.batteryPowerKw, battery.usableKwh * 2),
    },
  };
}

const money = z.number();

export const batteryUses = [
  'none',
  'idle',
  'selfConsumption',
  'gridCharging',
] as const;

/** A plan's row with a what-if: the cost before it and the change. */
export const planWhatIfSchema = z.object({
  before: z.object({
    annualCostIncGst: money,
    /** 1-based among every priced plan before the change. */
    rank: z.number().int(),
  }),
  /** After less before (negative is a saving). */
  differenceDollars: money,
  /** How the battery is run for this plan (docs/what-if.md). */
  batteryUse: z.enum(batteryUses),
});

const balanceSchema = z.object({
  homeUse: z.number(),
  bought: z.number(),
  boughtForBattery: z.number(),
  exported: z.number(),
  solarGenerated: z.number(),
  selfConsumed: z.number(),
  stored: z.number(),
  discharged: z.number(),
  losses: z.number(),
  curtailed: z.number(),
  unaccounted: z.number(),
});

const bestSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  retailer: z.string(),
  annualCostIncGst: money,
});

const dayCurve = z.array(z.number());

const moneyRange = z.object({ low: money, high: money });

const costLineSchema = z.object({
  installed: moneyRange,
  certificates: z.number().int(),
  rebate: moneyRange,
});

/** Upfront cost and payback, an estimate (docs/what-if.md, Money). */
export const whatIfMoneySchema = z.object({
  /** The day after which the cost data is out of date. */
  validUntil: z.iso.date(),
  /** The date the rebates are worked out for (today, in Sydney). */
  installedOn: z.iso.date(),
  upfront: z
    .object({
      solar: costLineSchema.optional(),
      battery: costLineSchema.optional(),
      net: moneyRange,
    })
    .nullable(),
  /** Whole years on the best plan after; null with the reason below. */
  payback: z
    .object({ years: moneyRange, annualSavingDollars: money })
    .nullable(),
  noPaybackBecause: z
    .enum(['costDataExpired', 'nothingBought', 'evInChange', 'noSaving'])
    .nullable(),
});

/** The what-if's summary beside the re-ranked list. */
export const whatIfResultSchema = z.object({
  applied: whatIfInputSchema,
  /** The cheapest plan before the change, and its cost after it. */
  bestBefore: bestSchema.extend({ afterAnnualCostIncGst: money }).nullable(),
  /** The cheapest plan after the change, and its cost before it. */
  bestAfter: bestSchema.extend({ beforeAnnualCostIncGst: money }).nullable(),
  /**
   * Switching to the best plan after AND making the change, against the
   * current plan before (else the bill, else the best plan before).
   */
  worthTogether: z
    .object({
      dollars: money,
      against: z.enum(['currentPlan', 'bill', 'bestBefore']),
    })
    .nullable(),
  /** The year's energy with the best plan after, kWh. */
  balance: balanceSchema.nullable(),
  /** Absent where the server has no cost data. */
  money: whatIfMoneySchema.optional(),
  averageDay: z.object({
    before: z.object({ import: dayCurve, export: dayCurve }),
    after: z.object({
      import: dayCurve,
      export: dayCurve,
      battery: dayCurve.optional(),
    }),
  }),
});

export type PlanWhatIf = z.infer<typeof planWhatIfSchema>;
export type WhatIfResult = z.infer<typeof whatIfResultSchema>;
export type WhatIfMoneyResult = z.infer<typeof whatIfMoneySchema>;
