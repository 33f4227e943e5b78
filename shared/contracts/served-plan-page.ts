/**
 * What the served plan page (`/plans/<id>`) hands the app, so the app
 * takes the page over as served instead of asking for the plan again
 * and drawing over it (docs/architecture.md, "Pages, plan pages and 404s").
 */

/** Marks the served page's `<article>`, naming the plan it shows. */
export const SERVED_PLAN_ATTRIBUTE = 'data-served-plan';

/** The id of the JSON script holding the plan's details as the API answers them. */
export const SERVED_PLAN_DETAILS_ID = 'served-plan-details';

/**
 * On `#root`: the page is the same whatever the query (a card's link adds
 * the visitor's usage), so the app hydrates it at any query of its path.
 */
export const ANY_QUERY_ATTRIBUTE = 'data-prerendered-any-query';

/**
 * Marks the served page's place for the visitor's own cost (the prompt to
 * compare): the app fills it as soon as it runs when the link carries the
 * visitor's usage, so the page's final top is on screen before the price.
 */
export const SERVED_OWN_COST_SLOT = 'data-own-cost-slot';

/**
 * Marks where the served page's typical household's cost begins: the app
 * keeps what follows on screen until its own parts are drawn in its place
 * (docs/performance.md, "Plan page: drawn in parts").
 */
export const SERVED_TYPICAL_COST = 'data-served-typical-cost';
