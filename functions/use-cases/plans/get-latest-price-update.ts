import { latestRun } from '#data/price-updates';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/** The newest price update run, or null. */
export async function getLatestPriceUpdate(): Promise<{
  run: PriceUpdateRun | null;
}> {
  return { run: (await latestRun()) ?? null };
}
