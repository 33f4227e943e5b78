import type { PlanSummary } from '../../contracts/plans.ts';
import {
  BUSINESS_KWH_PER_DAY,
  HOME_KWH_PER_DAY,
} from '../costs/spec-formulas.ts';

/** The usage a plan page prices when the visitor has not compared. */
export interface TypicalUsage {
  readonly perDay: number;
  readonly unit: 'kWh' | 'MJ';
  /** What a month of it is: `perDay × 365 ÷ 12`, unrounded so a year is exact. */
  readonly monthly: number;
  /** E.g. `A typical home using 20 kWh a day`. */
  readonly label: string;
}

/**
 * The household the cards' estimates describe (docs/product-rules.md,
 * Costs): a home at 20 units a day, a business at 100; gas in MJ.
 */
export function typicalUsageOf(
  plan: Pick<PlanSummary, 'energyType' | 'customerType'>,
): TypicalUsage {
  const business = plan.customerType === 'Business';
  const perDay = business ? BUSINESS_KWH_PER_DAY : HOME_KWH_PER_DAY;
  const unit = plan.energyType === 'Gas' ? 'MJ' : 'kWh';
  return {
    perDay,
    unit,
    monthly: (perDay * 365) / 12,
    label: `A typical ${business ? 'business' : 'home'} using ${perDay} ${unit} a day`,
  };
}
