import type { SideBySidePlan } from '#shared/contracts/side-by-side';

/**
 * What the compare engine adds to a priced plan about time-limited
 * discounts and incentives. Typed here, read only when present, so the
 * view shows them as soon as the pricing returns them.
 */
interface AfterBenefits {
  readonly annualCostAfterBenefitsIncGst?: number;
  readonly benefitEnds?: readonly {
    readonly description: string;
    readonly endsOn: string | null;
    readonly afterText: string | null;
  }[];
}

export const costAfterBenefits = (plan: SideBySidePlan) =>
  (plan as AfterBenefits).annualCostAfterBenefitsIncGst;

export const benefitEnds = (plan: SideBySidePlan) =>
  (plan as AfterBenefits).benefitEnds ?? [];
