import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import type { LatestPriceUpdateRun } from '../ports-price-updates.ts';

/** The newest price update run, or null. */
export async function getLatestPriceUpdate(
  latestRun: LatestPriceUpdateRun,
): Promise<{
  run: PriceUpdateRun | null;
}> {
  return { run: (await latestRun()) ?? null };
}
