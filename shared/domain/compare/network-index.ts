/** The parts of a plan that say where it is sold. */
export interface PlanGeography {
  readonly networks: readonly string[];
  readonly availableStates: readonly string[];
  readonly includedPostcodes: readonly string[];
  readonly excludedPostcodes: readonly string[];
}

/**
 * Postcode → networks, learnt from the plans' own CDR geography: a plan
 * that lists postcodes says which networks serve them.
 */
export function buildNetworkIndex(
  plans: readonly PlanGeography[],
): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const plan of plans) {
    for (const postcode of plan.includedPostcodes) {
      const networks = index.get(postcode) ?? new Set<string>();
      for (const network of plan.networks) networks.add(network);
      index.set(postcode, networks);
    }
  }
  return index;
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
  postcodeNetworks: ReadonlySet<string> | undefined,
): boolean {
  if (plan.excludedPostcodes.includes(postcode)) return false;
  if (plan.includedPostcodes.length > 0)
    return plan.includedPostcodes.includes(postcode);
  if (!state || !plan.availableStates.includes(state)) return false;
  if (!postcodeNetworks?.size || plan.networks.length === 0) return true;
  return plan.networks.some((n) => postcodeNetworks.has(n));
}
