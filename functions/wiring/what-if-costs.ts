import {
  type WhatIfCostsRecord,
  whatIfCostsOf,
} from '#shared/contracts/what-if-costs';
import shipped from '../../data/what-if-costs.json' with { type: 'json' };

/** The shipped costs; the handler fails to load when a field is wrong. */
export const shippedWhatIfCosts: WhatIfCostsRecord = whatIfCostsOf(
  shipped,
  'data/what-if-costs.json',
);
