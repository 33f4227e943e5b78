import type { PlanMarket } from '../api/retailer-plans';
import { isListedRetailer } from '../listed-retailer';
import type { PickedPlan } from '../plan-combobox';

interface Shown {
  readonly market: PlanMarket;
  readonly retailer: string;
  readonly plan: PickedPlan | null;
  readonly billNames?: unknown;
}

/**
 * Which parts of the plan picker show: the bill's proposal while its plan
 * is not yet taken, and the list of a listed retailer's plans, both only
 * for a known postcode.
 */
export function pickerParts({ market, retailer, plan, billNames }: Shown) {
  const known = /^\d{4}$/.test(market.postcode);
  return {
    proposal: Boolean(billNames && !plan && known),
    planList: isListedRetailer(retailer) && known,
  };
}
