import { Fragment } from 'react';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { PlanSummary } from '#shared/contracts/plans';
import {
  CARD_ESTIMATE_BASIS,
  CardEstimate,
  cardEstimateLabel,
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
        {(['home', 'business'] as const).map((kind) => (
          <Fragment key={kind}>
            <dt>{cardEstimateLabel(kind, plan.energyType)}</dt>
            <dd>
              <CardEstimate
                planId={plan.id}
                kind={kind}
                estimates={estimates}
              />
            </dd>
          </Fragment>
        ))}
      </dl>
      <p className="muted small">{CARD_ESTIMATE_BASIS}</p>
    </>
  );
}
