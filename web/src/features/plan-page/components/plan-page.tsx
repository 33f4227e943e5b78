import type { ReactNode } from 'react';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import { typicalCostBasis } from '#shared/format/plan-page-words';
import { ReferenceStatementText } from '@/components/ui/reference-statement';
import { usePartsDrawn } from '@/lib/use-parts-drawn';
import type { OwnCostLoad } from '../hooks/use-own-cost';
import type { ServedBelow } from '../served-plan';
import { CardEstimates } from './card-estimates';
import { CostSummary } from './cost-summary';
import { FactSheet } from './fact-sheet';
import { OwnCost } from './own-cost';
import { PlanHeading } from './plan-heading';
import { SignUp } from './sign-up';
import { TariffMapSection } from './tariff-map';
import '../plan-page.css';

/** The page's parts, drawn top first, one commit each. */
const PART = {
  top: 1,
  typicalCost: 2,
  factSheet: 3,
  tariffMap: 4,
  history: 5,
} as const;

/** The served markup kept in place of the parts not drawn yet. */
function Served({ html }: { html: string }) {
  return html ? (
    <div
      className="plan-page__served"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own page, read back from this document.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : null;
}

/**
 * One plan's fact sheet, tariff map and costs. Drawn in parts, top first
 * (`usePartsDrawn`): the served page's markup (`served`) stays below the
 * drawn parts until the parts taking its place are in, so nothing on it
 * goes missing meanwhile; the tariff map and the price history come
 * last, below the first screen.
 */
export function PlanPage({
  details,
  own,
  history,
  served,
}: {
  details: PlanDetailsResponse;
  /** The plan on the visitor's usage, asked for beside the details. */
  own: OwnCostLoad;
  /** Its price history, drawn by the price history feature. */
  history: ReactNode;
  /** The served page below its own cost, when the page was served. */
  served?: ServedBelow;
}) {
  const drawn = usePartsDrawn(PART.history);
  const { plan, typical, withdrawn } = details;
  return (
    <article className="container page plan-page">
      <PlanHeading plan={plan} facts={details.facts} withdrawn={withdrawn} />
      <OwnCost load={own} withdrawn={withdrawn} />
      {drawn < PART.typicalCost ? (
        <Served html={served?.fromTypicalCost ?? ''} />
      ) : typical ? (
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
      {drawn === PART.typicalCost && (
        <Served html={served?.fromFactSheet ?? ''} />
      )}
      {drawn >= PART.factSheet && (
        <ReferenceStatementText statement={details.referenceStatement} />
      )}
      {drawn >= PART.tariffMap && <TariffMapSection map={details.tariffMap} />}
      {drawn >= PART.history && history}
      {drawn >= PART.factSheet && (
        <>
          <FactSheet plan={plan} terms={details.terms} facts={details.facts} />
          <SignUp plan={plan} facts={details.facts} withdrawn={withdrawn} />
        </>
      )}
    </article>
  );
}
