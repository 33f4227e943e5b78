import { useEffect, useState } from 'react';
import type { PlanSummary } from '#shared/contracts/plans';
import { nameFoundIn } from '#shared/domain/plans/plan-names';
import { listRetailerPlans, type PlanMarket } from '../api/retailer-plans';
import type { PickedPlan } from '../plan-combobox';

interface BillPlanProposalProps {
  readonly market: PlanMarket;
  /** The retailer the bill names and the bill's text. */
  readonly names: { retailer: string; text: string };
  readonly onAccept: (retailer: string, plan: PickedPlan) => void;
}

/**
 * Proposes the plan an uploaded bill names, when it is one of the
 * retailer's plans at the postcode; nothing is chosen until confirmed.
 */
export function BillPlanProposal({
  market,
  names,
  onAccept,
}: BillPlanProposalProps) {
  const [found, setFound] = useState<PlanSummary | null>(null);
  const { postcode, energyType, customerType } = market;
  useEffect(() => {
    const controller = new AbortController();
    setFound(null);
    listRetailerPlans(
      { postcode, energyType, customerType },
      names.retailer,
      '',
      controller.signal,
      100,
    )
      .then(({ plans }) => {
        const name = nameFoundIn(
          names.text,
          plans.map((p) => p.planName),
        );
        setFound(plans.find((p) => p.planName === name) ?? null);
      })
      // No proposal is the fallback: the visitor can still search.
      .catch(() => setFound(null));
    return () => controller.abort();
  }, [postcode, energyType, customerType, names]);
  if (!found) return null;
  return (
    <p className="bill-proposal" aria-live="polite">
      Your bill names {found.retailer} {found.planName}.{' '}
      <button
        type="button"
        className="link-button"
        onClick={() =>
          onAccept(names.retailer, { id: found.id, name: found.planName })
        }
      >
        Use it as my current plan
      </button>
    </p>
  );
}
