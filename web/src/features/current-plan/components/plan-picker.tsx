import type { PlanMarket } from '../api/retailer-plans';
import { isListedRetailer } from '../listed-retailer';
import { type PickedPlan, PlanCombobox } from '../plan-combobox';
import { BillPlanProposal } from './bill-plan-proposal';

export interface PlanPickerProps {
  readonly market: PlanMarket;
  readonly retailer: string;
  readonly onRetailer: (retailer: string) => void;
  readonly plan: PickedPlan | null;
  readonly onPlan: (plan: PickedPlan | null) => void;
  /** From an uploaded bill: the retailer it names and its text. */
  readonly billNames?: { retailer: string; text: string } | undefined;
}

/** The plan a bill names, to confirm, and the retailer's plans to pick from. */
export function PlanPicker({
  market,
  retailer,
  onRetailer,
  plan,
  onPlan,
  billNames,
}: PlanPickerProps) {
  const known = /^\d{4}$/.test(market.postcode);
  return (
    <>
      {billNames && !plan && known && (
        <BillPlanProposal
          market={market}
          names={billNames}
          onAccept={(named, picked) => {
            onRetailer(named);
            onPlan(picked);
          }}
        />
      )}
      {isListedRetailer(retailer) && known && (
        <PlanCombobox
          market={market}
          retailer={retailer}
          value={plan}
          onChange={onPlan}
        />
      )}
    </>
  );
}
