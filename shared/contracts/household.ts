import { z } from 'zod';

/** Most days a bill (all its periods together) may span. */
export const MAX_BILL_DAYS = 400;
/** More than this a day is not a home (docs/household.md, Bad input). */
export const MAX_HOME_KWH_PER_DAY = 200;

/** Panels a home without a stated size might have, for the export check. */
const MAX_EXPORT_KW_WITHOUT_SIZE = 30;
/** Best month anywhere (Adelaide 5.72 kWh/kW/day) with room to spare. */
const MAX_YIELD_KWH_PER_KW_DAY = 6.5;

const kwh = z.number().min(0, 'must be 0 kWh or more').max(100_000);

/** One billing period as the bill prints it. */
export const billPeriodSchema = z.strictObject({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** One rate: all general use. */
  generalKwh: kwh.optional(),
  /** Time of use: the bands as printed, instead of `generalKwh`. */
  peakKwh: kwh.optional(),
  shoulderKwh: kwh.optional(),
  offPeakKwh: kwh.optional(),
  controlledLoadKwh: kwh.optional(),
  /** Solar exported to the grid. */
  exportKwh: kwh.optional(),
});

export type BillPeriod = z.infer<typeof billPeriodSchema>;

export const hotWaterKinds = [
  'electricControlledLoad',
  'electric',
  'gas',
  'heatPump',
  'solar',
] as const;
export const heatingKinds = ['none', 'gas', 'electric', 'heatPump'] as const;
export const dwellingKinds = ['house', 'townhouse', 'apartment'] as const;
export const evChargingKinds = ['overnight', 'daytime', 'evening'] as const;

/** The questionnaire: what a visitor knows about their home. */
export const householdAnswersSchema = z.strictObject({
  people: z.number().int().min(1).max(12).optional(),
  dwelling: z.enum(dwellingKinds).optional(),
  heating: z.enum(heatingKinds).optional(),
  cooling: z.boolean().optional(),
  hotWater: z.enum(hotWaterKinds).optional(),
  /** Hot water (or another load) on a separately metered controlled load. */
  controlledLoad: z.boolean().optional(),
  poolPump: z.boolean().optional(),
  ev: z
    .strictObject({
      charging: z.enum(evChargingKinds).optional(),
      kmPerYear: z.number().min(0).max(100_000).optional(),
    })
    .optional(),
  solarKw: z.number().min(0).max(100).optional(),
  batteryKwh: z.number().min(0).max(200).optional(),
  homeDuringDay: z.boolean().optional(),
  /** Holds a seniors card (some plans are for them only). */
  seniorCard: z.boolean().optional(),
});

export type HouseholdAnswers = z.infer<typeof householdAnswersSchema>;

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const usageOf = (p: BillPeriod) =>
  (p.generalKwh ?? 0) +
  (p.peakKwh ?? 0) +
  (p.shoulderKwh ?? 0) +
  (p.offPeakKwh ?? 0) +
  (p.controlledLoadKwh ?? 0);
const hasUsageFigure = (p: BillPeriod) =>
  [p.generalKwh, p.peakKwh, p.shoulderKwh, p.offPeakKwh].some(
    (v) => v !== undefined,
  );

/** What a household can tell, without its postcode (the request's, in compare). */
export const householdFields = {
  periods: z.array(billPeriodSchema).min(1).max(24).optional(),
  household: householdAnswersSchema.optional(),
  /** The plan on the bill, when known; its windows place the bands. */
  currentPlanId: z.string().trim().min(1).max(200).optional(),
};

interface HouseholdFields {
  readonly periods?: readonly BillPeriod[] | undefined;
  readonly household?: HouseholdAnswers | undefined;
}

/**
 * Refuses a bill or questionnaire that cannot be a home's, naming the
 * field to change (docs/compare-api.md, A bill or a household).
 */
export function checkHousehold(
  bill: HouseholdFields,
  ctx: z.RefinementCtx,
): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (!bill.periods && !bill.household) {
    issue(['periods'], 'give a bill’s periods or the household questionnaire');
    return;
  }
  const periods = bill.periods ?? [];
  const solarKw = bill.household?.solarKw;
  periods.forEach((period, i) => {
    const days = dayOf(period.endDate) - dayOf(period.startDate) + 1;
    if (days < 1) {
      issue(['periods', i, 'endDate'], 'is before the start date');
      return;
    }
    if (days > MAX_BILL_DAYS) {
      issue(['periods', i, 'endDate'], `spans more than ${MAX_BILL_DAYS} days`);
      return;
    }
    const usageField =
      period.generalKwh === undefined ? 'peakKwh' : 'generalKwh';
    if (!hasUsageFigure(period)) {
      issue(
        ['periods', i, 'generalKwh'],
        'give generalKwh or peakKwh, shoulderKwh and offPeakKwh',
      );
    } else if (usageOf(period) <= 0 && !((period.exportKwh ?? 0) > 0)) {
      // Panels (and a battery) can carry a home through a quarter: a period
      // that buys nothing is a home's when it exports (docs/household.md).
      issue(['periods', i, usageField], 'the usage figures add to nothing');
    }
    if (usageOf(period) / days > MAX_HOME_KWH_PER_DAY) {
      issue(
        ['periods', i, usageField],
        `is more than ${MAX_HOME_KWH_PER_DAY} kWh a day, more than a home uses`,
      );
    }
    const exported = period.exportKwh ?? 0;
    if (exported > 0 && solarKw === 0) {
      issue(
        ['household', 'solarKw'],
        'the bill shows solar export, so the home has solar: change solarKw or the export',
      );
    }
    const plausibleKw =
      solarKw && solarKw > 0 ? solarKw : MAX_EXPORT_KW_WITHOUT_SIZE;
    if (exported > plausibleKw * MAX_YIELD_KWH_PER_KW_DAY * days) {
      issue(
        ['periods', i, 'exportKwh'],
        `is more than ${solarKw ? `${solarKw} kW of panels` : 'a home’s panels'} could make in ${days} days`,
      );
    }
  });
  const sorted = periods
    .map((p, i) => ({ i, from: dayOf(p.startDate), to: dayOf(p.endDate) }))
    .sort((a, b) => a.from - b.from);
  for (let k = 1; k < sorted.length; k++) {
    const before = sorted[k - 1];
    const after = sorted[k];
    if (before && after && after.from <= before.to) {
      issue(['periods', after.i, 'startDate'], 'overlaps another period');
    }
  }
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first && last && last.to - first.from + 1 > MAX_BILL_DAYS) {
    issue(['periods'], `span more than ${MAX_BILL_DAYS} days together`);
  }
}

/**
 * What a household can tell: a bill's periods, a questionnaire, or both.
 * A questionnaire alone is a household with no periods.
 */
export const householdUsageSchema = z
  .strictObject({
    postcode: z.string().regex(/^\d{4}$/, 'must be 4 digits'),
    ...householdFields,
  })
  .superRefine(checkHousehold);

export type HouseholdUsage = z.infer<typeof householdUsageSchema>;
