import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { tableName } from './client.ts';
import {
  absent,
  applied,
  conditionalPut,
  conditionalUpdate,
  entityPut,
  writeItems,
} from './conditional-write.ts';
import { fromItem } from './items.ts';
import {
  Entity,
  PRICE_UPDATE_RUN_PREFIX,
  PRICE_UPDATES,
  priceUpdateLockKey,
  priceUpdateRunKey,
} from './keys.ts';
import { queryItems } from './reads.ts';

export interface StartWindow {
  /** A finished run started after this blocks a new one (coalescing). */
  readonly coalesceAfter: string;
  /** A run still "running" but started before this is treated as dead. */
  readonly staleBefore: string;
}

const runItem = (run: PriceUpdateRun) => ({
  key: priceUpdateRunKey(run.startedAt, run.id),
  entity: Entity.priceUpdateRun,
  attributes: { ...run },
});

/**
 * Starts a run unless one is under way or finished inside the coalescing
 * window: the lock item and the run are written in one transaction, so
 * two triggers at once start one run. Throws WriteConflict when another
 * run holds the lock or finished inside the window.
 */
export async function startRun(
  run: PriceUpdateRun,
  window: StartWindow,
): Promise<void> {
  await writeItems(
    [
      conditionalPut({
        key: priceUpdateLockKey(),
        entity: Entity.priceUpdateLock,
        attributes: {
          runId: run.id,
          runStartedAt: run.startedAt,
          runStatus: 'running',
        },
        condition: {
          expression:
            'attribute_not_exists(pk) OR (runStatus <> :running AND runStartedAt < :coalesce) OR (runStatus = :running AND runStartedAt < :stale)',
          values: {
            ':running': 'running',
            ':coalesce': window.coalesceAfter,
            ':stale': window.staleBefore,
          },
        },
      }),
      conditionalPut({ ...runItem(run), condition: absent }),
    ],
    { reason: 'changed-meanwhile', message: 'a price update holds the lock' },
  );
}

/**
 * Records a run's outcome, then releases the lock if this run holds it
 * (a run started outside the lock, as tests do, only writes its log).
 */
export async function finishRun(run: PriceUpdateRun): Promise<void> {
  await writeItems([entityPut(runItem(run))]);
  await applied(
    writeItems([
      conditionalUpdate(priceUpdateLockKey(), 'SET runStatus = :status', {
        expression: 'runId = :id',
        values: { ':status': run.status, ':id': run.id },
      }),
    ]),
  );
}

/** The newest runs by start time, newest first (AP8). */
export async function recentRuns(limit: number): Promise<PriceUpdateRun[]> {
  const { Items } = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': PRICE_UPDATES,
      ':prefix': PRICE_UPDATE_RUN_PREFIX,
    },
    ScanIndexForward: false,
    Limit: limit,
    ConsistentRead: true,
  });
  return (Items ?? []).map((item) => fromItem<PriceUpdateRun>(item));
}

/** Records how far a run has gone, while it goes. */
export async function recordRunProgress(run: PriceUpdateRun): Promise<void> {
  await writeItems([entityPut(runItem(run))]);
}

/** The newest run by start time, or undefined before the first (AP8). */
export async function latestRun(): Promise<PriceUpdateRun | undefined> {
  const { Items } = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': PRICE_UPDATES,
      ':prefix': PRICE_UPDATE_RUN_PREFIX,
    },
    ScanIndexForward: false,
    Limit: 1,
    ConsistentRead: true,
  });
  const item = Items?.[0];
  return item ? fromItem<PriceUpdateRun>(item) : undefined;
}
