import { useId } from 'react';
import { retailerOptions } from '#shared/contracts/retailers';
import type { PlanMarket } from '../api/retailer-plans';
import { isListedRetailer } from '../listed-retailer';
import { type PickedPlan, PlanCombobox } from '../plan-combobox';
import { BillPlanProposal } from './bill-plan-proposal';

interface CurrentPlanFieldProps {
  readonly market: PlanMarket;
  readonly retailer: string;
  readonly onRetailer: (retailer: string) => void;
  readonly plan: PickedPlan | null;
  readonly onPlan: (plan: PickedPlan | null) => void;
  /** From an uploaded bill: the retailer it names and its text. */
  readonly billNames?: { retailer: string; text: string } | undefined;
}

/** The visitor's retailer, then (optionally) their plan with it. */
export function CurrentPlanField({
  market,
  retailer,
  onRetailer,
  plan,
  onPlan,
  billNames,
}: CurrentPlanFieldProps) {
  const id = useId();
  return (
    <fieldset className="current-plan-field">
      <legend>Your current plan (optional)</legend>
      <div className="field">
        <label htmlFor={`${id}-retailer`}>Current retailer</label>
        <select
          id={`${id}-retailer`}
          value={isListedRetailer(retailer) ? retailer : ''}
          onChange={(e) => {
            onRetailer(e.target.value);
            onPlan(null);
          }}
        >
          <option value="">I don't know</option>
          {retailerOptions.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      {billNames && !plan && /^\d{4}$/.test(market.postcode) && (
        <BillPlanProposal
          market={market}
          names={billNames}
          onAccept={(named, picked) => {
            onRetailer(named);
            onPlan(picked);
          }}
        />
      )}
      {isListedRetailer(retailer) && /^\d{4}$/.test(market.postcode) && (
        <PlanCombobox
          market={market}
          retailer={retailer}
          value={plan}
          onChange={onPlan}
        />
      )}
    </fieldset>
  );
}
