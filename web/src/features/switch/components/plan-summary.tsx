import type { PlanSummary as Plan } from '#shared/contracts/plans';
import { specAnnualCostDollars } from '#shared/domain/costs/spec-formulas';
import { formatCents, formatDollars } from '@/lib/format';

/** The summary shows a green badge at 50 % or more. */
const GREEN_BADGE_PERCENT = 50;

/** Step 1: the chosen plan with all its features. */
export function PlanSummary({
  plan,
  monthlyUsage,
  onContinue,
}: {
  plan: Plan;
  monthlyUsage: number;
  onContinue: () => void;
}) {
  const unit = plan.energyType === 'Gas' ? 'MJ' : 'kWh';
  return (
    <section className="card" aria-labelledby="summary-title">
      <p className="retailer">{plan.retailer}</p>
      <h2 id="summary-title">{plan.planName}</h2>
      {plan.greenEnergyPercent >= GREEN_BADGE_PERCENT && (
        <span className="badge badge-green">
          {plan.greenEnergyPercent}% green energy
        </span>
      )}
      <dl className="rates">
        <dt>Daily supply charge</dt>
        <dd>{formatCents(plan.supplyChargeDollarsPerDay)}/day</dd>
        <dt>Usage rate</dt>
        <dd>
          {plan.usageCentsPerUnit.toFixed(2)}c/{unit}
        </dd>
        <dt>Monthly Usage ({unit})</dt>
        <dd>{monthlyUsage}</dd>
        <dt>Estimated annual cost</dt>
        <dd>{formatDollars(specAnnualCostDollars(plan, monthlyUsage))}</dd>
        <dt>Contract</dt>
        <dd>{plan.contractTerm}</dd>
        <dt>Exit fees</dt>
        <dd>{plan.exitFees}</dd>
      </dl>
      <h3>Features</h3>
      <ul className="features">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <p className="muted small">All prices include GST.</p>
      <button
        type="button"
        className="button button-primary"
        onClick={onContinue}
      >
        Continue to Your Details
      </button>
    </section>
  );
}
