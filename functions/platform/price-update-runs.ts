import { finishRun, latestRun } from '#data/price-updates';
import type {
  FinishPriceUpdateRun,
  LatestPriceUpdateRun,
} from '#use-cases/ports-price-updates';

/** The table behind the LatestPriceUpdateRun port. */
export const latestPriceUpdateRun: LatestPriceUpdateRun = latestRun;

/** The table behind the FinishPriceUpdateRun port. */
export const finishPriceUpdateRun: FinishPriceUpdateRun = finishRun;
