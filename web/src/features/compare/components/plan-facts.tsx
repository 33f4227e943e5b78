import type { ComparedPlan } from '#shared/contracts/compare';
import { endsText } from './benefit-end-text';

/** The few terms that differ between plans, in one short line each. */
export function PlanFacts({ result }: { readonly result: ComparedPlan }) {
  const { plan, benefitEnds } = result;
  const firstEnd = benefitEnds[0];
  return (
    <dl className="plan-facts">
      <div>
        <dt>Contract</dt>
        <dd>{plan.contractTerm}</dd>
      </div>
      <div>
        <dt>Exit fee</dt>
        <dd>{plan.exitFees}</dd>
      </div>
      <div>
        <dt>Green</dt>
        <dd>{plan.greenEnergyPercent}%</dd>
      </div>
      {firstEnd && (
        <div>
          <dt>Discount</dt>
          <dd>
            {firstEnd.description} {endsText(firstEnd)}
          </dd>
        </div>
      )}
    </dl>
  );
}
