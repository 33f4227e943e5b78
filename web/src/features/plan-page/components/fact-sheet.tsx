import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import { formatDate } from '#shared/format/money-and-dates';

type Props = Pick<PlanDetailsResponse, 'plan' | 'terms' | 'facts'>;

const dayText = (iso: string) => formatDate(`${iso}T00:00:00`);

/** `ends 30 June 2027`, or the end of a period counted from joining. */
const endsText = ({ endsOn }: { endsOn: string | null }) =>
  endsOn ? `ends ${dayText(endsOn)}` : 'ends after its benefit period';

/** What the plan's fact sheet says, in plain words. */
export function FactSheet({ plan, terms, facts }: Props) {
  return (
    <>
      <section className="plan-section" aria-labelledby="contract-heading">
        <h2 id="contract-heading">Contract</h2>
        <dl className="plan-facts">
          <dt>Offer</dt>
          <dd>
            {facts.offerType ?? 'Not stated'} · {plan.planType} prices
            {terms.pricesFixed ? ' (fixed for the benefit period)' : ''}
          </dd>
          <dt>Contract term</dt>
          <dd>{terms.contractTerm}</dd>
          {terms.benefitPeriod && (
            <>
              <dt>Benefit period</dt>
              <dd>{terms.benefitPeriod}</dd>
            </>
          )}
          {terms.onExpiry && (
            <>
              <dt>When it ends</dt>
              <dd>{terms.onExpiry}</dd>
            </>
          )}
          <dt>Bills</dt>
          <dd>{terms.billFrequency.join(', ') || 'Not stated'}</dd>
          <dt>Ways to pay</dt>
          <dd>{facts.paymentOptions.join(', ') || 'Not stated'}</dd>
          {terms.coolingOffDays !== null && (
            <>
              <dt>Cooling-off</dt>
              <dd>{terms.coolingOffDays} days</dd>
            </>
          )}
          {terms.variation && (
            <>
              <dt>Price changes</dt>
              <dd>{terms.variation}</dd>
            </>
          )}
          <dt>Green energy</dt>
          <dd>
            {terms.greenPercent}% from renewable sources
            {terms.greenPowerOption ? '; GreenPower can be added' : ''}
          </dd>
          {facts.effectiveFrom && (
            <>
              <dt>Published prices apply from</dt>
              <dd>{dayText(facts.effectiveFrom)}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="plan-section" aria-labelledby="eligibility-heading">
        <h2 id="eligibility-heading">Who can take it</h2>
        {facts.eligibility.length > 0 ? (
          <ul>
            {facts.eligibility.map((rule) => (
              <li key={`${rule.name}|${rule.details}`}>
                <strong>{rule.name}</strong>
                {rule.details && `: ${rule.details}`}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            The plan states no conditions beyond being a{' '}
            {plan.customerType.toLowerCase()} customer in{' '}
            {plan.availableStates.join(', ') || 'its area'}.
          </p>
        )}
      </section>
      <section className="plan-section" aria-labelledby="fees-heading">
        <h2 id="fees-heading">Fees</h2>
        {terms.fees.length > 0 ? (
          <ul>
            {terms.fees.map((fee) => (
              <li key={`${fee.name}|${fee.amount}`}>
                {fee.name}: {fee.amount}
                {fee.description && (
                  <span className="muted"> ({fee.description})</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>The plan publishes no fees.</p>
        )}
        {facts.feeInformation && (
          <p className="muted">{facts.feeInformation}</p>
        )}
      </section>
      <section className="plan-section" aria-labelledby="discounts-heading">
        <h2 id="discounts-heading">Discounts and incentives</h2>
        {facts.discounts.length + facts.incentives.length > 0 ? (
          <ul>
            {facts.discounts.map((d) => (
              <li key={`d|${d.name}|${d.description}`}>
                <strong>{d.name}</strong>
                {d.description && `: ${d.description}`} (
                {d.guaranteed
                  ? 'applies to every bill'
                  : 'only if you meet its conditions'}
                {d.ends === 'never' ? '' : `; ${endsText(d)}`})
              </li>
            ))}
            {facts.incentives.map((incentive) => (
              <li key={`i|${incentive.name}|${incentive.description}`}>
                <strong>{incentive.name}</strong>
                {incentive.description && `: ${incentive.description}`}
              </li>
            ))}
          </ul>
        ) : (
          <p>The plan publishes no discounts or incentives.</p>
        )}
      </section>
    </>
  );
}
