import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import { typicalCostBasis } from '#shared/format/plan-page-words';
import { ReferenceStatementText } from '@/components/ui/reference-statement';
import type { OwnCostLoad } from '../hooks/use-own-cost';
import { CardEstimates } from './card-estimates';
import { CostSummary } from './cost-summary';
import { FactSheet } from './fact-sheet';
import { OwnCost } from './own-cost';
import { PlanHeading } from './plan-heading';
import { SignUp } from './sign-up';
import { TariffMapSection } from './tariff-map';
import '../plan-page.css';
import type { ReactNode } from 'react';

/** One plan's fact sheet, tariff map and costs. */
export function PlanPage({
  details,
  own,
  history,
}: {
  details: PlanDetailsResponse;
  /** The plan on the visitor's usage, asked for beside the details. */
  own: OwnCostLoad;
  /** Its price history, drawn by the price history feature. */
  history: ReactNode;
}) {
  const { plan, typical, withdrawn } = details;
  return (
    <article className="container page plan-page">
      <PlanHeading plan={plan} facts={details.facts} withdrawn={withdrawn} />
      <OwnCost load={own} withdrawn={withdrawn} />
      {typical ? (
        <CostSummary
          heading="For a typical household"
          basis={typicalCostBasis(typical)}
          annualCostIncGst={typical.annualCostIncGst}
          annualCostAfterBenefitsIncGst={typical.annualCostAfterBenefitsIncGst}
          breakdown={typical.breakdown}
          months={typical.monthlyCostsIncGst}
          confidence={typical.confidence}
          diagnostics={typical.diagnostics}
          testId="typical-annual-cost"
        >
          <CardEstimates plan={plan} estimates={details.cardEstimates} />
        </CostSummary>
      ) : (
        <p className="card notice">
          This plan cannot be priced: {details.unpricedReason}.
        </p>
      )}
      <ReferenceStatementText statement={details.referenceStatement} />
      <TariffMapSection map={details.tariffMap} />
      {history}
      <FactSheet plan={plan} terms={details.terms} facts={details.facts} />
      <SignUp plan={plan} facts={details.facts} withdrawn={withdrawn} />
    </article>
  );
}
