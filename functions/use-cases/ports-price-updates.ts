import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/** The newest price update run, or undefined before the first. */
export type LatestPriceUpdateRun = () => Promise<PriceUpdateRun | undefined>;
