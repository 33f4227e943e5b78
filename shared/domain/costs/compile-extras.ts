import type {
  MeteringCharge,
  PlanDiscount,
  PlanFee,
} from '../../cdr/plan-detail.ts';
import type { Discount, RecurringFee } from './compiled-plan.ts';
import type { TariffDiagnostic } from './diagnostics.ts';
import type { ContractTerms } from './discount-ends.ts';
import { discountEnd } from './discount-ends.ts';
import { displayLabel, rateTypeLabel } from './labels.ts';

const TIMES_PER_YEAR: Record<string, number> = {
  ANNUAL: 1,
  BIANNUAL: 2,
  MONTHLY: 12,
  WEEKLY: 365 / 7,
  DAILY: 365,
  // Real data writes yearly membership as FIXED (Amber: "$25 per month" = 300).
  FIXED: 1,
};

const PERIOD_PER_YEAR: Record<string, number> = {
  P1D: 365,
  P1W: 365 / 7,
  P1M: 12,
  P2M: 6,
  P3M: 4,
  P6M: 2,
  P1Y: 1,
};

/** Discounts as published; OTHER is treated like CONDITIONAL. */
export function compileDiscounts(
  discounts: readonly PlanDiscount[],
  contract: ContractTerms = {},
): Discount[] {
  return discounts.map((discount) => {
    const ends = discountEnd(discount, contract);
    return {
      name: displayLabel(
        discount.displayName,
        discount.category
          ? `${rateTypeLabel(discount.category)} discount`
          : 'Discount',
      ),
      category: discount.category,
      description: discount.description,
      guaranteed: discount.type === 'GUARANTEED',
      method: discount.methodUType,
      rate:
        discount.percentOfBill?.rate ??
        discount.percentOfUse?.rate ??
        discount.percentOverThreshold?.rate ??
        0,
      amountDollarsIncGst: discount.fixedAmount?.amount ?? 0,
      thresholdDollars: discount.percentOverThreshold?.usageAmount ?? 0,
      ...(ends && { ends }),
    };
  });
}

/**
 * Recurring costs every customer pays: MEMBERSHIP fees and metering charges
 * with a period. One-off and conditional fees (exit, late payment, card
 * surcharges…) and opt-in GreenPower are left out.
 */
export function compileRecurringFees(
  fees: readonly PlanFee[],
  metering: readonly MeteringCharge[],
  path: string,
  diagnostics: TariffDiagnostic[],
): RecurringFee[] {
  const recurring: RecurringFee[] = [];
  fees.forEach((fee, i) => {
    if (fee.type !== 'MEMBERSHIP') return;
    const times = TIMES_PER_YEAR[fee.term];
    if (fee.amount === undefined || times === undefined) {
      diagnostics.push({
        severity: 'warning',
        path: `${path}.fees[${i}]`,
        message: `membership fee with term ${fee.term} is not costed`,
      });
      return;
    }
    recurring.push({
      name: 'Membership fee',
      dollarsPerYearIncGst: fee.amount * times,
    });
  });
  for (const charge of metering) {
    const times = PERIOD_PER_YEAR[charge.period ?? ''];
    if (times === undefined) continue; // one-off metering work
    recurring.push({
      name: charge.displayName ?? 'Metering charge',
      dollarsPerYearIncGst: charge.minimumValue * times,
    });
  }
  return recurring;
}
