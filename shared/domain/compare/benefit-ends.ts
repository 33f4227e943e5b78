import type { CostBreakdown } from '../costs/breakdown.ts';

/** A discount that stops, with the plan's own words on what follows. */
export interface BenefitEnd {
  readonly description: string;
  /** `YYYY-MM-DD`, or null when counted from the day the plan starts. */
  readonly endsOn: string | null;
  readonly afterText: string | null;
}

/** Every discount of a priced plan that ends, guaranteed ones first. */
export function benefitEndsOf(
  breakdown: Pick<
    CostBreakdown,
    'guaranteedDiscounts' | 'conditionalDiscounts'
  >,
  onExpiry: string | undefined,
): BenefitEnd[] {
  const afterText = onExpiry?.trim() || null;
  return [...breakdown.guaranteedDiscounts, ...breakdown.conditionalDiscounts]
    .filter((line) => line.ends)
    .map((line) => ({
      description: line.label,
      endsOn: line.ends?.endsOn ?? null,
      afterText,
    }));
}
