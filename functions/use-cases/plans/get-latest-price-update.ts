import { latestRun } from '#data/price-updates';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/** The newest price update run (spec §7 "Latest update"), or null. */
export async function getLatestPriceUpdate(): Promise<{
  run: PriceUpdateRun | null;
}> {
  return { run: (await latestRun()) ?? null };
}
