import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AttributeValue,
  DeleteItemCommand,
  DynamoDBClient,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { IDEMPOTENCY_RECORDS } from '#data/keys';
import { localClientConfig } from '../aws.ts';
import { LOCAL_TABLE } from '../environment.ts';
import { removeFileDurably, writeFileAtomic } from '../files/atomic-write.ts';

/**
 * A stack that was killed (kill -9, a crash, a power cut) may have stored
 * leads whose stream records its database never kept: DynamoDB Local can
 * lose its last stream records when it dies with its parent. The marker
 * below exists while a stack runs on a data folder; finding it at start
 * means the last stop was not clean.
 */
const MARKER = 'running.json';

/** Stream records older than this before the last checkpoint were handed over. */
const CHECKPOINT_MARGIN_MS = 5 * 60_000;

/**
 * Marks `dataDir` as in use and tells, when the previous stack on it did
 * not stop cleanly, from when its leads may have missed their events: the
 * later of its start and a margin before its last stream checkpoint.
 */
export async function markRunning(
  dataDir: string,
  now: Date,
): Promise<string | undefined> {
  const marker = join(dataDir, MARKER);
  let since: string | undefined;
  try {
    const { startedAt } = JSON.parse(await readFile(marker, 'utf8')) as {
      startedAt?: string;
    };
    since = startedAt ?? new Date(0).toISOString();
    const checkpoint = await stat(join(dataDir, 'stream-checkpoints.json'))
      .then((s) => new Date(s.mtimeMs - CHECKPOINT_MARGIN_MS).toISOString())
      .catch(() => undefined);
    if (checkpoint && checkpoint > since) since = checkpoint;
  } catch {
    // No marker, or a torn one: a torn marker is read as no marker, since a
    // clean stop removes it and a first start never had one.
  }
  await writeFileAtomic(
    marker,
    JSON.stringify({ startedAt: now.toISOString() }),
  );
  return since;
}

/** A clean stop: the next start has nothing to recover. */
export const markStopped = (dataDir: string) =>
  removeFileDurably(join(dataDir, MARKER));

/** Whether the last stop was clean, without claiming the folder yet. */
export async function lastStopUnclean(dataDir: string): Promise<boolean> {
  return readFile(join(dataDir, MARKER), 'utf8').then(
    () => true,
    () => false,
  );
}

/**
 * After an unclean stop nothing is in progress any more: a consumer that
 * was killed mid-send left an idempotency record saying it still is, which
 * would refuse (and park) every replay of that event until it expired.
 * Completed records stay, so nothing is e-mailed twice.
 */
export async function clearStaleInProgress(endpoint: string): Promise<number> {
  const client = new DynamoDBClient(localClientConfig(endpoint));
  let cleared = 0;
  try {
    let cursor: Record<string, AttributeValue> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: LOCAL_TABLE,
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: '#status = :inProgress',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pk': { S: IDEMPOTENCY_RECORDS },
            ':inProgress': { S: 'INPROGRESS' },
          },
          ExclusiveStartKey: cursor,
        }),
      );
      for (const item of page.Items ?? []) {
        if (!item.pk || !item.sk) continue;
        await client.send(
          new DeleteItemCommand({
            TableName: LOCAL_TABLE,
            Key: { pk: item.pk, sk: item.sk },
          }),
        );
        cleared += 1;
      }
      cursor = page.LastEvaluatedKey;
    } while (cursor);
  } finally {
    client.destroy();
  }
  return cleared;
}
