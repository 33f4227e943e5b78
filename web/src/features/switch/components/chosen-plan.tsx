import type { PlanSummary as Plan } from '#shared/contracts/plans';
import { specAnnualCostDollars } from '#shared/domain/costs/spec-formulas';
import { formatDollars } from '@/lib/format';

/** Beside the details form: a reminder of the plan being switched to. */
export function ChosenPlan({
  plan,
  monthlyUsage,
}: {
  plan: Plan;
  monthlyUsage: number;
}) {
  return (
    <aside className="card chosen-plan" aria-labelledby="chosen-plan-title">
      <h2 id="chosen-plan-title" className="chosen-plan-heading">
        Your chosen plan
      </h2>
      <p className="retailer">{plan.retailer}</p>
      <p className="chosen-plan-name">{plan.planName}</p>
      <dl className="rates">
        <dt>Estimated annual cost</dt>
        <dd>{formatDollars(specAnnualCostDollars(plan, monthlyUsage))}</dd>
        <dt>Contract</dt>
        <dd>{plan.contractTerm}</dd>
        <dt>Exit fees</dt>
        <dd>{plan.exitFees}</dd>
      </dl>
      <p className="muted small">All prices include GST.</p>
    </aside>
  );
}
