import { referencePricesOfFile } from '#shared/contracts/reference-price-file';
import type { ReferencePrice } from '#shared/contracts/reference-prices';
import shipped from '../../data/reference-prices.json' with { type: 'json' };

/** The shipped figures; the handler fails to load when an entry is wrong. */
export const shippedReferencePrices: readonly ReferencePrice[] =
  referencePricesOfFile(shipped, 'data/reference-prices.json');
