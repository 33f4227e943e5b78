import { WriteConflict } from '#platform/port-errors';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import type { Clock, IdGenerator } from '../ports.ts';
import type { PriceUpdateRunStore } from '../ports-plan-history.ts';
import { incrementalSince, newRun } from './price-update-run.ts';

/**
 * Triggers within this long of a run's start return that run: enough to
 * absorb double presses, short enough that a retailer's change published
 * a minute later can be fetched.
 */
export const COALESCE_MS = 60 * 1000;
/** A run still marked running after this long is taken to have died. */
export const STALE_RUN_MS = 20 * 60 * 1000;
/**
 * Starts a price update unless one is under way or started within the
 * last minute; then the current run is returned instead. A
 * scheduled run asks only for changed plans while the last full run is
 * under a day old.
 */
export async function startPriceUpdate(
  deps: {
    readonly clock: Clock;
    readonly ids: IdGenerator;
    readonly runs: PriceUpdateRunStore;
  },
  trigger: PriceUpdateRun['trigger'],
): Promise<{ started: boolean; run: PriceUpdateRun }> {
  const now = deps.clock.now();
  const since =
    trigger === 'scheduled'
      ? incrementalSince(await deps.runs.recent(20), now)
      : undefined;
  const run = {
    ...newRun(deps.ids.next(), trigger, now),
    updatedSince: since ?? null,
  };
  try {
    await deps.runs.start(run, {
      coalesceAfter: new Date(now.getTime() - COALESCE_MS).toISOString(),
      staleBefore: new Date(now.getTime() - STALE_RUN_MS).toISOString(),
    });
    return { started: true, run };
  } catch (error) {
    if (!(error instanceof WriteConflict)) throw error;
  }
  const current = await deps.runs.latest();
  if (!current)
    throw new Error('A price update holds the lock but no run is recorded');
  return { started: false, run: current };
}
