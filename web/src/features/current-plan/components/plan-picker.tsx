import type { PlanMarket } from '../api/retailer-plans';
import { type PickedPlan, PlanCombobox } from '../plan-combobox';
import { BillPlanProposal } from './bill-plan-proposal';
import { pickerParts } from './picker-parts';

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
export function PlanPicker(props: PlanPickerProps) {
  const { market, retailer, onRetailer, plan, onPlan, billNames } = props;
  const parts = pickerParts(props);
  return (
    <>
      {billNames && parts.proposal && (
        <BillPlanProposal
          market={market}
          names={billNames}
          onAccept={(named, picked) => {
            onRetailer(named);
            onPlan(picked);
          }}
        />
      )}
      {parts.planList && (
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
