import type { PlanSummary as Plan } from '#shared/contracts/plans';
import { formatCents } from '#shared/format/money-and-dates';
import type { QuoteLoad } from '../hooks/use-switch-quote';
import { QuoteFigure } from './quote-figure';

/** The summary shows a green badge at 50 % or more. */
const GREEN_BADGE_PERCENT = 50;

/** Step 1: the chosen plan with all its features and its cost for you. */
export function PlanSummary({
  plan,
  quote,
  onRetryQuote,
  onContinue,
}: {
  plan: Plan;
  quote: QuoteLoad;
  onRetryQuote: () => void;
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
        {quote.status === 'ready' && (
          <>
            <dt>Monthly Usage ({unit})</dt>
            <dd>{quote.quote.monthlyUsage}</dd>
          </>
        )}
        <dt>Estimated annual cost</dt>
        <dd>
          <QuoteFigure load={quote} onRetry={onRetryQuote} />
        </dd>
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
        disabled={quote.status !== 'ready'}
      >
        Continue to Your Details
      </button>
    </section>
  );
}
