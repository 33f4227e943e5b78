import { Fragment } from 'react';
import type { ComparedPlan } from '#shared/contracts/compare';
import type { PlanSummary } from '#shared/contracts/plans';
import {
  estimateLabel,
  type HouseholdKind,
  unitOfEnergy,
} from '#shared/domain/compare/typical-usage';
import { formatDollars } from '#shared/format/money-and-dates';

/**
 * What a card estimate is, in words: `A home using 20 kWh a day, 30 days`
 * (docs/pricing-rules.md, Typical household).
 */
export const cardEstimateLabel = (
  kind: HouseholdKind,
  energyType: PlanSummary['energyType'],
) => estimateLabel(kind, unitOfEnergy(energyType));

/** How every screen words what its card estimates are. */
export const CARD_ESTIMATE_BASIS =
  'Typical home and business: our pricing engine’s cost of their year on this plan, shaped for the network’s state, 30 days of it, GST included.';

/**
 * A card estimate as every screen shows it: the engine's price the API
 * sent, whole dollars, or a plain "not priced".
 */
export function CardEstimate({
  planId,
  kind,
  estimates,
}: {
  readonly planId: string;
  readonly kind: HouseholdKind;
  readonly estimates: ComparedPlan['cardEstimates'];
}) {
  const dollars =
    kind === 'home'
      ? estimates?.homeDollarsPer30Days
      : estimates?.businessDollarsPer30Days;
  return (
    <span data-card-estimate={kind} data-plan-id={planId}>
      {dollars === undefined ? 'Not priced' : formatDollars(dollars)}
    </span>
  );
}

/** The home's and business's terms of a description list, for one plan. */
export function CardEstimateTerms({
  plan,
  estimates,
}: {
  readonly plan: Pick<PlanSummary, 'id' | 'energyType'>;
  readonly estimates: ComparedPlan['cardEstimates'];
}) {
  return (['home', 'business'] as const).map((kind) => (
    <Fragment key={kind}>
      <dt>{cardEstimateLabel(kind, plan.energyType)}</dt>
      <dd>
        <CardEstimate planId={plan.id} kind={kind} estimates={estimates} />
      </dd>
    </Fragment>
  ));
}
