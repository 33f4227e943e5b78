import { z } from 'zod';

/** A decimal written as a string (CDR money) or a number; parsed to number. */
export const decimal = z
  .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)])
  .transform(Number);

/** `HH:MM` (seconds and UTC offsets are tolerated and ignored). */
const time = z.string().regex(/^\d{2}:\d{2}/, 'expected HH:MM');

const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected MM-DD');

const PERIOD_WORDS: Record<string, string> = {
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
  quarter: 'P3M',
  year: 'P1Y',
};

/** ISO 8601 duration such as P1D, P3M, P1Y (a few publish `day` etc.). */
const duration = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (PERIOD_WORDS[value.trim().toLowerCase()] ?? value.trim().toUpperCase())
      : value,
  z.string().regex(/^P\d+[DWMY]$/, 'expected an ISO 8601 duration like P1D'),
);

export const daySchema = z.enum([
  'SUN',
  'MON',
  'TUE',
  'WED',
  'THU',
  'FRI',
  'SAT',
  'PUBLIC_HOLIDAYS',
]);

const rate = z.object({
  unitPrice: decimal,
  measureUnit: z.string().optional(),
  volume: decimal.optional(),
});
const rates = z.array(rate).min(1);

const window = z.object({
  days: z.array(daySchema).min(1),
  startTime: time,
  endTime: time,
});

const touRate = z.object({
  displayName: z.string().optional(),
  rates,
  period: duration.optional(),
  timeOfUse: z.array(window).min(1),
  type: z.string(),
});

const demandCharge = z.object({
  displayName: z.string().optional(),
  // Some plans publish an all-day window and give the real one only here.
  description: z.string().optional(),
  amount: decimal,
  measureUnit: z.string().optional(),
  startTime: time,
  endTime: time,
  days: z.array(daySchema).optional(),
  minDemand: decimal.optional(),
  maxDemand: decimal.optional(),
  measurementPeriod: z.enum(['DAY', 'MONTH', 'TARIFF_PERIOD']),
  chargePeriod: z.enum(['DAY', 'MONTH', 'TARIFF_PERIOD']),
});

const needs = (
  ctx: z.RefinementCtx,
  value: unknown,
  path: string,
  why: string,
) => {
  if (value === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: `is required ${why}`,
    });
  }
};

export const tariffPeriodSchema = z
  .object({
    displayName: z.string().optional(),
    startDate: monthDay,
    endDate: monthDay,
    dailySupplyCharge: decimal.optional(),
    timeZone: z.enum(['LOCAL', 'AEST']).optional(),
    rateBlockUType: z.enum(['singleRate', 'timeOfUseRates', 'demandCharges']),
    singleRate: z
      .object({
        displayName: z.string().optional(),
        rates,
        period: duration.optional(),
      })
      .optional(),
    timeOfUseRates: z.array(touRate).min(1).optional(),
    demandCharges: z.array(demandCharge).min(1).optional(),
  })
  .superRefine((period, ctx) => {
    const type = period.rateBlockUType;
    needs(ctx, period[type], type, `when rateBlockUType is ${type}`);
    if (type !== 'demandCharges') {
      needs(
        ctx,
        period.dailySupplyCharge,
        'dailySupplyCharge',
        'for usage rates',
      );
    }
  });

const controlledLoadRate = z.object({
  displayName: z.string().optional(),
  // Read when a rate's hours are published only as text.
  description: z.string().optional(),
  dailySupplyCharge: decimal.optional(),
  rates,
  period: duration.optional(),
});

export const controlledLoadSchema = z
  .object({
    displayName: z.string().optional(),
    rateBlockUType: z.enum(['singleRate', 'timeOfUseRates']),
    singleRate: controlledLoadRate.optional(),
    timeOfUseRates: z
      .array(
        controlledLoadRate.extend({
          type: z.string(),
          timeOfUse: z.array(
            z.object({
              days: z.array(daySchema).optional(),
              startTime: time.optional(),
              endTime: time.optional(),
            }),
          ),
        }),
      )
      .min(1)
      .optional(),
  })
  .superRefine((load, ctx) => {
    const type = load.rateBlockUType;
    needs(ctx, load[type], type, `when rateBlockUType is ${type}`);
  });

const timeVarying = z.object({
  type: z.string().optional(),
  displayName: z.string().optional(),
  rates,
  period: duration.optional(),
  timeVariations: z
    .array(
      z.object({
        days: z.array(daySchema).min(1),
        startTime: time.optional(),
        endTime: time.optional(),
      }),
    )
    .min(1),
});

export const feedInTariffSchema = z
  .object({
    displayName: z.string().optional(),
    scheme: z.string(),
    payerType: z.enum(['GOVERNMENT', 'RETAILER']),
    tariffUType: z.enum(['singleTariff', 'timeVaryingTariffs']),
    singleTariff: z.object({ rates, period: duration.optional() }).optional(),
    // Older publications write one object instead of an array.
    timeVaryingTariffs: z
      .preprocess(
        (value) => (value && !Array.isArray(value) ? [value] : value),
        z.array(timeVarying).min(1),
      )
      .optional(),
  })
  .superRefine((tariff, ctx) => {
    const type = tariff.tariffUType;
    needs(ctx, tariff[type], type, `when tariffUType is ${type}`);
  });
