import { rateSorts } from '../domain/plans/list-options.ts';

/**
 * The orders of /compare's results. Apart from the compare schema, so the
 * page can read a sort from its address without loading zod
 * (docs/performance.md).
 */
export const compareSorts = [
  'price',
  'green',
  'popular',
  /** Cheapest once time-limited discounts have ended (docs/pricing-rules.md). */
  'after_benefits',
  ...rateSorts,
] as const;

export type CompareSort = (typeof compareSorts)[number];
