import { useId } from 'react';
import { retailerOptions } from '#shared/contracts/retailers';
import { isListedRetailer } from '../listed-retailer';
import { LazyPlanPicker } from './lazy-plan-picker';
import type { PlanPickerProps } from './plan-picker';

/**
 * The visitor's retailer, then (optionally) their plan with it. The
 * retailer's list is in the served page, so the form below it does not
 * move when the app takes over; the plan picker loads when first needed.
 */
export function CurrentPlanField(props: PlanPickerProps) {
  const { retailer, onRetailer, onPlan } = props;
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
      <LazyPlanPicker {...props} />
    </fieldset>
  );
}
