import type { SideBySidePlan } from '#shared/contracts/side-by-side';

/** The cost once time-limited discounts end, when the plan has any. */
export const costAfterBenefits = (plan: SideBySidePlan) =>
  plan.benefitEnds.length > 0 ? plan.annualCostAfterBenefitsIncGst : undefined;

export const benefitEnds = (plan: SideBySidePlan) => plan.benefitEnds;
