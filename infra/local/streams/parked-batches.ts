import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { z } from 'zod';
import type { RedriveResult } from '../bus/event-bus.ts';
import { removeFileDurably, writeFileAtomic } from '../files/atomic-write.ts';
import { quarantineFor, readJsonOrQuarantine } from '../files/quarantine.ts';

/**
 * A table stream batch the stream publisher still failed after its
 * retries: what the stream's on-failure queue holds in AWS
 * (docs/runbook.md, step 6), here with the records themselves.
 */
export interface ParkedBatch {
  /** `stream-` and the first record's sequence number. */
  readonly id: string;
  readonly records: readonly _Record[];
  readonly error: string;
  readonly attempts: number;
  readonly parkedAt: string;
}

/** The stream publisher, as the poller invokes it. */
export type StreamPublish = (event: { Records: _Record[] }) => Promise<unknown>;

export interface ParkedBatches {
  /** Parked batches, oldest first. */
  readonly entries: readonly ParkedBatch[];
  /** Parks a batch on disk; throws when it cannot be written. */
  add(
    records: readonly _Record[],
    error: string,
    attempts: number,
  ): Promise<void>;
  /**
   * Hands each parked batch (or the one with `id`) to the publisher again;
   * a batch leaves the list once every record of it was published.
   */
  redrive(publish: StreamPublish, id?: string): Promise<RedriveResult[]>;
}

const batchSchema = z.object({
  id: z.string().startsWith('stream-'),
  records: z.array(z.looseObject({})),
  error: z.string(),
  attempts: z.number(),
  parkedAt: z.string(),
});

/**
 * Batches the local stream poller gave up on, one file each under `dir`,
 * read back at start so they survive a restart (unreadable files are
 * quarantined). Without `dir` they are kept in memory only.
 */
export async function parkedBatches(
  publisherId: string,
  dir?: string,
): Promise<ParkedBatches> {
  const entries: ParkedBatch[] = [];
  if (dir) {
    await mkdir(dir, { recursive: true });
    for (const name of (await readdir(dir)).sort()) {
      if (!name.endsWith('.json')) continue;
      const entry = await readJsonOrQuarantine(
        join(dir, name),
        quarantineFor(dir),
        (value) => batchSchema.parse(value) as unknown as ParkedBatch,
      );
      if (entry) entries.push(entry);
    }
    entries.sort((a, b) => a.parkedAt.localeCompare(b.parkedAt));
  }
  const fileOf = (entry: ParkedBatch) => join(dir ?? '', `${entry.id}.json`);
  const result = (
    entry: ParkedBatch,
    outcome: RedriveResult['outcome'],
    error?: string,
  ): RedriveResult => ({
    eventId: entry.id,
    consumer: publisherId,
    detailType: `table stream batch of ${entry.records.length}`,
    outcome,
    ...(error ? { error } : {}),
  });

  const replay = async (entry: ParkedBatch, publish: StreamPublish) => {
    try {
      const response = (await publish({
        Records: [...entry.records],
      })) as DynamoDBBatchResponse | undefined;
      const failed = response?.batchItemFailures?.length ?? 0;
      if (failed)
        return result(entry, 'parked', `${failed} record(s) failed again`);
    } catch (error) {
      return result(entry, 'parked', String(error));
    }
    if (dir) await removeFileDurably(fileOf(entry));
    entries.splice(entries.indexOf(entry), 1);
    return result(entry, 'delivered');
  };

  return {
    entries,
    async add(records, error, attempts) {
      const first = records[0]?.dynamodb?.SequenceNumber ?? `${Date.now()}`;
      const entry: ParkedBatch = {
        id: `stream-${first}`,
        records: [...records],
        error,
        attempts,
        parkedAt: new Date().toISOString(),
      };
      if (dir)
        await writeFileAtomic(fileOf(entry), JSON.stringify(entry, null, 2));
      const at = entries.findIndex((e) => e.id === entry.id);
      if (at >= 0) entries.splice(at, 1);
      entries.push(entry);
      console.error(
        `[stream] parked ${records.length} record(s) from ${first}: ${error}`,
      );
    },
    async redrive(publish, id) {
      const chosen = entries.filter((e) => id === undefined || e.id === id);
      const results: RedriveResult[] = [];
      for (const entry of chosen) results.push(await replay(entry, publish));
      return results;
    },
  };
}
