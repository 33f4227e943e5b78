import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { WriteConflict } from '#use-cases/port-errors';
import { documentClient, tableName } from './client.ts';
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
  ...priceUpdateRunKey(run.startedAt, run.id),
  entity: Entity.priceUpdateRun,
  schemaVersion: 1,
  ...run,
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
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...priceUpdateLockKey(),
                entity: Entity.priceUpdateLock,
                runId: run.id,
                runStartedAt: run.startedAt,
                runStatus: 'running',
              },
              ConditionExpression:
                'attribute_not_exists(pk) OR (runStatus <> :running AND runStartedAt < :coalesce) OR (runStatus = :running AND runStartedAt < :stale)',
              ExpressionAttributeValues: {
                ':running': 'running',
                ':coalesce': window.coalesceAfter,
                ':stale': window.staleBefore,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: runItem(run),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException)
      throw new WriteConflict(
        'changed-meanwhile',
        'a price update holds the lock',
      );
    throw error;
  }
}

/**
 * Records a run's outcome, then releases the lock if this run holds it
 * (a run started outside the lock, as tests do, only writes its log).
 */
export async function finishRun(run: PriceUpdateRun): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: runItem(run) }),
  );
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: priceUpdateLockKey(),
        UpdateExpression: 'SET runStatus = :status',
        ConditionExpression: 'runId = :id',
        ExpressionAttributeValues: { ':status': run.status, ':id': run.id },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
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
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: runItem(run) }),
  );
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
