import { z } from 'zod';
import type { PlanTerms, TermFee } from '../../contracts/side-by-side.ts';
import { contractTermLabel, greenPercent } from './plan-features.ts';

const text = z.string().trim().min(1);
const number = z
  .union([z.number(), z.string()])
  .transform(Number)
  .pipe(z.number().finite());

const contractSchema = z.object({
  isFixed: z.boolean().optional(),
  termType: z.string().optional(),
  benefitPeriod: text.optional(),
  onExpiryDescription: text.optional(),
  variation: text.optional(),
  coolingOffDays: z.number().optional(),
  billFrequency: z.array(z.string()).optional(),
  intrinsicGreenPower: z.object({ greenPercentage: number }).optional(),
  greenPowerCharges: z.array(z.unknown()).optional(),
  fees: z
    .array(
      z.object({
        type: z.string(),
        term: z.string().optional(),
        amount: number.optional(),
        rate: number.optional(),
        description: text.optional(),
      }),
    )
    .optional(),
  discounts: z
    .array(
      z.object({
        displayName: text.optional(),
        description: text.optional(),
        endDate: text.optional(),
      }),
    )
    .optional(),
  solarFeedInTariff: z
    .array(
      z.object({
        displayName: text.optional(),
        description: text.optional(),
        endDate: text.optional(),
      }),
    )
    .optional(),
});

const planSchema = z.object({
  electricityContract: contractSchema.optional(),
  gasContract: contractSchema.optional(),
});

type Contract = z.infer<typeof contractSchema>;
type Fee = NonNullable<Contract['fees']>[number];

const FEE_TERMS: Record<string, string> = {
  ANNUAL: ' a year',
  '1_YEAR': ' a year',
  MONTHLY: ' a month',
  WEEKLY: ' a week',
  DAILY: ' a day',
  QUARTERLY: ' a quarter',
  BIMONTHLY: ' every two months',
  BIANNUAL: ' every six months',
};

const FEE_NAMES: Record<string, string> = {
  EXIT: 'Exit fee',
  LATE_PAYMENT: 'Late payment fee',
};

/** A CDR fee type in words: `PAPER_BILL` is "Paper bill". */
const readable = (type: string) =>
  `${type.charAt(0)}${type.slice(1).toLowerCase().replaceAll('_', ' ')}`;

function feeOf(fee: Fee): TermFee {
  const kind =
    fee.type === 'EXIT'
      ? 'exit'
      : fee.type === 'LATE_PAYMENT'
        ? 'late'
        : 'other';
  // CDR rates are fractions (0.015 = 1.5 %).
  const amount =
    fee.rate !== undefined &&
    (fee.term === 'PERCENT_OF_BILL' || fee.amount === undefined)
      ? `${Number((fee.rate * 100).toFixed(2))}% of the bill`
      : fee.amount !== undefined
        ? `$${fee.amount.toFixed(2)}${FEE_TERMS[fee.term ?? ''] ?? ''}`
        : 'Amount not published';
  return {
    kind,
    name: FEE_NAMES[fee.type] ?? readable(fee.type),
    amount,
    description: fee.description ?? null,
  };
}

/** How often bills come, from CDR durations such as `P1M`. */
function billFrequencyLabel(durations: readonly string[]): string[] {
  return durations.map((d) => {
    const match = /^P(\d+)([DWMY])$/.exec(d);
    if (!match) return d;
    const units = { D: 'day', W: 'week', M: 'month', Y: 'year' } as const;
    const unit = units[match[2] as keyof typeof units];
    return match[1] === '1' ? `Every ${unit}` : `Every ${match[1]} ${unit}s`;
  });
}

/**
 * The contract terms, fees, green share and time-limited benefits of a
 * CDR plan-detail `data` object, as far as the published plan says them.
 * Lenient: a field it cannot read is left out, never an error.
 */
export function planTerms(data: unknown): PlanTerms {
  const parsed = planSchema.safeParse(data);
  const plan = parsed.success ? parsed.data : {};
  const contract: Contract = plan.electricityContract ?? plan.gasContract ?? {};
  const ends = [
    ...(contract.discounts ?? []).map((d) => ({
      name: d.displayName ?? 'Discount',
      endsOn: d.endDate ?? null,
      description: d.description ?? null,
    })),
    ...(contract.solarFeedInTariff ?? [])
      .filter((t) => t.endDate)
      .map((t) => ({
        name: t.displayName ?? 'Solar feed-in tariff',
        endsOn: t.endDate ?? null,
        description: t.description ?? null,
      })),
  ];
  return {
    contractTerm: contractTermLabel({ termType: contract.termType }),
    pricesFixed: contract.isFixed ?? false,
    benefitPeriod: contract.benefitPeriod ?? null,
    onExpiry: contract.onExpiryDescription ?? null,
    variation: contract.variation ?? null,
    coolingOffDays: contract.coolingOffDays ?? null,
    billFrequency: billFrequencyLabel(contract.billFrequency ?? []),
    fees: (contract.fees ?? []).map(feeOf),
    greenPercent: greenPercent({
      intrinsicGreenPower: contract.intrinsicGreenPower,
    }),
    greenPowerOption: (contract.greenPowerCharges?.length ?? 0) > 0,
    ends,
  };
}
