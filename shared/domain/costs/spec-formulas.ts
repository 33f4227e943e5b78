/**
 * The product's simple rules, as docs/product-rules.md (Costs) states
 * them. Every price a visitor sees is the engine's (docs/pricing-rules.md).
 */

/** Solar heuristic: share of yearly usage that is charged. */
export const SOLAR_CHARGED_SHARE = 0.7;
/** Solar heuristic: share of yearly usage credited at the FiT. */
export const SOLAR_EXPORTED_SHARE = 0.4;
