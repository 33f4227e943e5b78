import type { TriggerPriceUpdateResponse } from '#shared/contracts/price-updates';
import { DetailType, EventSource } from '#shared/events/event-names';
import type { Clock, EventPublisher, IdGenerator } from '../ports.ts';
import type { PriceUpdateRunStore } from '../ports-plan-history.ts';
import { startPriceUpdate } from './start-price-update.ts';

export interface RequestPriceUpdateDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly publisher: EventPublisher;
  readonly runs: PriceUpdateRunStore;
}

/**
 * Refresh Prices: starts a run (or returns the current one) and hands a
 * started run to the import job through the bus. A run that cannot be
 * handed over is logged as failed, so the next trigger can start afresh.
 */
export async function requestPriceUpdate(
  deps: RequestPriceUpdateDeps,
): Promise<TriggerPriceUpdateResponse> {
  const { started, run } = await startPriceUpdate(deps, 'manual');
  if (!started) return { started, run };
  const detail = { id: run.id, occurredAt: run.startedAt, version: 1, run };
  const failed = await deps.publisher
    .publish([
      {
        source: EventSource.catalogue,
        detailType: DetailType.priceUpdateRequested,
        detail,
      },
    ])
    .catch(() => [0]);
  if (failed.length === 0) return { started, run };
  const failedRun = {
    ...run,
    status: 'failed' as const,
    completedAt: deps.clock.now().toISOString(),
    failureReason: 'The import job could not be started',
  };
  await deps.runs.finish(failedRun);
  throw new Error(failedRun.failureReason);
}
