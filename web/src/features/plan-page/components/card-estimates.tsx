import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { PlanSummary } from '#shared/contracts/plans';
import {
  CARD_ESTIMATE_BASIS,
  CardEstimateTerms,
} from '@/components/ui/card-estimate';

/** The typical home's and business's 30 days, as compare's rows and /rates show them. */
export function CardEstimates({
  plan,
  estimates,
}: {
  plan: PlanSummary;
  estimates: PlanDetailsResponse['cardEstimates'];
}) {
  return (
    <>
      <dl className="rates">
        <CardEstimateTerms plan={plan} estimates={estimates} />
      </dl>
      <p className="muted small">{CARD_ESTIMATE_BASIS}</p>
    </>
  );
}
