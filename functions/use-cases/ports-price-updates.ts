import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/** The newest price update run, or undefined before the first. */
export type LatestPriceUpdateRun = () => Promise<PriceUpdateRun | undefined>;

/** Starts a run, or answers the one that holds the lock (started: false). */
export type StartPriceUpdate = (
  trigger: PriceUpdateRun['trigger'],
) => Promise<{ started: boolean; run: PriceUpdateRun }>;

/** Records how a run ended (its status, counts and reason). */
export type FinishPriceUpdateRun = (run: PriceUpdateRun) => Promise<void>;
