import type { ComparedPlan } from '#shared/contracts/compare';
import { formatCents, formatDate } from '#shared/format/money-and-dates';
import {
  CARD_ESTIMATE_BASIS,
  CardEstimateTerms,
} from '@/components/ui/card-estimate';
import { ReferenceStatementText } from '@/components/ui/reference-statement';
import { AfterBenefits } from './after-benefits';
import { CostBreakdown } from './cost-breakdown';
import { EstimateNotes } from './estimate-notes';
import { HouseholdFit } from './household-fit';

/**
 * Everything a result row folds away: every card field of
 * docs/product-rules.md, the engine's typical home and business (labelled
 * as such, docs/pricing-rules.md) and,
 * once opened, the cost breakdown.
 */
export function PlanDetails({
  result,
  open,
}: {
  readonly result: ComparedPlan;
  readonly open: boolean;
}) {
  const { plan } = result;
  const unit = plan.energyType === 'Gas' ? 'MJ' : 'kWh';
  return (
    <>
      <p className="muted">
        {plan.energyType}
        {plan.networks.length > 0 && ` · ${plan.networks.join(', ')} network`}
      </p>
      <AfterBenefits result={result} />
      <HouseholdFit result={result} withDetails />
      <ReferenceStatementText statement={result.referenceStatement} />
      <dl className="rates">
        <dt>Daily supply charge</dt>
        <dd>{formatCents(plan.supplyChargeDollarsPerDay)}/day</dd>
        <dt>Usage rate</dt>
        <dd>
          {formatCents(plan.usageCentsPerUnit / 100)}/{unit}
        </dd>
        {plan.solarFeedInCentsPerKwh !== null && (
          <>
            <dt>Solar feed-in</dt>
            <dd>{plan.solarFeedInCentsPerKwh.toFixed(2)}c/kWh</dd>
          </>
        )}
        <dt>Contract</dt>
        <dd>{plan.contractTerm}</dd>
        <dt>Exit fees</dt>
        <dd>{plan.exitFees}</dd>
        <CardEstimateTerms plan={plan} estimates={result.cardEstimates} />
      </dl>
      <p className="muted small">{CARD_ESTIMATE_BASIS}</p>
      {plan.features.length > 0 && (
        <ul className="features">
          {plan.features.slice(0, 3).map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <p className="muted small">
        GST Included · Updated {formatDate(plan.lastUpdated)}
      </p>
      {open && (
        <>
          <CostBreakdown
            breakdown={result.breakdown}
            total={result.annualCostIncGst}
          />
          <EstimateNotes
            confidence={result.confidence}
            diagnostics={result.diagnostics}
          />
        </>
      )}
    </>
  );
}
