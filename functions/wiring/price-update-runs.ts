import { latestRun } from '#data/price-updates';
import type { LatestPriceUpdateRun } from '#use-cases/ports-price-updates';

/** The table behind the LatestPriceUpdateRun port. */
export const latestPriceUpdateRun: LatestPriceUpdateRun = latestRun;
