import type { PlanSummary as Plan } from '#shared/contracts/plans';
import type { QuoteLoad } from '../hooks/use-switch-quote';
import { QuoteFigure } from './quote-figure';
import '../switch.css';

/** Beside the details form: a reminder of the plan being switched to. */
export function ChosenPlan({
  plan,
  quote,
  onRetryQuote,
}: {
  plan: Plan;
  quote: QuoteLoad;
  onRetryQuote: () => void;
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
        <dd>
          <QuoteFigure load={quote} onRetry={onRetryQuote} />
        </dd>
        <dt>Contract</dt>
        <dd>{plan.contractTerm}</dd>
        <dt>Exit fees</dt>
        <dd>{plan.exitFees}</dd>
      </dl>
      <p className="muted small">All prices include GST.</p>
    </aside>
  );
}
