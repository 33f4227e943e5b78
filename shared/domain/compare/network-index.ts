import { canonicalNetwork } from '../network-names.ts';

/** The parts of a plan that say where it is sold. */
export interface PlanGeography {
  readonly networks: readonly string[];
  readonly availableStates: readonly string[];
  readonly includedPostcodes: readonly string[];
  readonly excludedPostcodes: readonly string[];
}

/**
 * Whether a plan is sold at a postcode: never when excluded; by its list
 * when it lists postcodes; otherwise in its state, on one of the
 * postcode's known networks (any network when none is known).
 */
export function isSoldAt(
  plan: PlanGeography,
  postcode: string,
  state: string | undefined,
  /** Network ids known to serve the postcode (resolveMarket's). */
  postcodeNetworks: ReadonlySet<string>,
): boolean {
  if (plan.excludedPostcodes.includes(postcode)) return false;
  if (plan.includedPostcodes.length > 0)
    return plan.includedPostcodes.includes(postcode);
  if (!state || !plan.availableStates.includes(state)) return false;
  if (!postcodeNetworks.size || plan.networks.length === 0) return true;
  return plan.networks.some((n) =>
    postcodeNetworks.has(canonicalNetwork(n).id),
  );
}
