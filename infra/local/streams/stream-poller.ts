import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { localClientConfig } from '../aws.ts';
import { matches, type Pattern } from '../pattern.ts';
import { type Checkpoints, fileCheckpoints } from './checkpoints.ts';

export interface StreamPollerOptions {
  readonly endpoint: string;
  readonly streamArn: string;
  readonly filter: Pattern;
  readonly batchSize: number;
  readonly retryAttempts: number;
  /** The stream publisher function, invoked with a stream event. */
  readonly invoke: (event: { Records: _Record[] }) => Promise<unknown>;
  /**
   * Takes the records still failing after the retries, as the stream's
   * on-failure queue does in AWS. While it throws, the poller does not
   * move past them: they are read from the stream again later.
   */
  readonly park?: (
    records: readonly _Record[],
    error: string,
    attempts: number,
  ) => Promise<void>;
  readonly checkpointFile?: string;
  readonly intervalMs?: number;
}

export interface StreamPoller {
  /** Resolves once every record written so far has been handed over. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Plays Lambda's event source mapping over DynamoDB Local's stream: the
 * manifest's filter, batches, partial batch failures resumed from the
 * failed record, and a bounded number of retries before moving on.
 */
export function startStreamPoller(options: StreamPollerOptions): StreamPoller {
  const client = new DynamoDBStreamsClient(localClientConfig(options.endpoint));
  const checkpoints: Checkpoints = fileCheckpoints(options.checkpointFile);
  const iterators = new Map<string, string | undefined>();
  let stopped = false;
  let lastDescribe = 0;

  const iteratorFor = async (shardId: string, after?: string, at?: string) => {
    const seq = at ?? after;
    const { ShardIterator } = await client.send(
      new GetShardIteratorCommand({
        StreamArn: options.streamArn,
        ShardId: shardId,
        ShardIteratorType: at
          ? 'AT_SEQUENCE_NUMBER'
          : after
            ? 'AFTER_SEQUENCE_NUMBER'
            : 'TRIM_HORIZON',
        ...(seq ? { SequenceNumber: seq } : {}),
      }),
    );
    return ShardIterator;
  };

  const discoverShards = async () => {
    const { StreamDescription } = await client.send(
      new DescribeStreamCommand({ StreamArn: options.streamArn }),
    );
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id || iterators.has(id) || checkpoints.isClosed(id)) continue;
      iterators.set(id, await iteratorFor(id, checkpoints.get(id)));
    }
    lastDescribe = Date.now();
  };

  const deliver = async (records: _Record[]): Promise<void> => {
    let batch = records;
    for (let attempt = 0; batch.length; attempt++) {
      let error = 'the publisher reported the record failed';
      const response = (await options
        .invoke({ Records: batch })
        .catch((thrown: unknown) => {
          error = String(thrown);
          return {
            batchItemFailures: [
              { itemIdentifier: batch[0]?.dynamodb?.SequenceNumber ?? '' },
            ],
          };
        })) as DynamoDBBatchResponse | undefined;
      const failedSeq = response?.batchItemFailures?.[0]?.itemIdentifier;
      if (!failedSeq) return;
      if (attempt >= options.retryAttempts) {
        const failing = batch.filter(
          (r) => BigInt(r.dynamodb?.SequenceNumber ?? '0') >= BigInt(failedSeq),
        );
        if (options.park)
          await options.park(failing, error, attempt + 1).catch((why) => {
            throw new Error(
              `could not park the records from ${failedSeq}; reading them again later: ${String(why)}`,
            );
          });
        else
          console.error(
            `[stream] giving up on records from ${failedSeq} after ${attempt + 1} attempts`,
          );
        return;
      }
      batch = batch.filter(
        (r) => BigInt(r.dynamodb?.SequenceNumber ?? '0') >= BigInt(failedSeq),
      );
      // Capped so one stuck batch cannot hold the local stream for minutes.
      await new Promise((r) =>
        setTimeout(r, Math.min(2000, 100 * 2 ** attempt)),
      );
    }
  };

  const pollShard = async (shardId: string, iterator: string) => {
    const { Records = [], NextShardIterator } = await client.send(
      new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }),
    );
    const wanted = Records.filter((r) => matches(options.filter, r));
    for (let i = 0; i < wanted.length; i += options.batchSize) {
      await deliver(wanted.slice(i, i + options.batchSize));
    }
    const last = Records.at(-1)?.dynamodb?.SequenceNumber;
    if (last) checkpoints.set(shardId, last);
    if (!NextShardIterator) checkpoints.close(shardId);
    iterators.set(shardId, NextShardIterator);
    return Records.length;
  };

  const tick = async () => {
    if (Date.now() - lastDescribe > 2000) await discoverShards();
    let seen = 0;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      seen += await pollShard(shardId, iterator);
    }
    return seen;
  };

  // Ticks never overlap: the loop and drain() share one queue.
  let queue: Promise<number> = Promise.resolve(0);
  let failures = 0;
  const runTick = () => {
    queue = queue
      .then(tick)
      .then((seen) => {
        if (failures) console.error('[stream] reading the stream again');
        failures = 0;
        return seen;
      })
      .catch((error: unknown) => {
        // One line per outage, not one per tick.
        if (!failures++) console.error('[stream]', String(error));
        lastDescribe = 0;
        iterators.clear();
        return 0;
      });
    return queue;
  };
  const loop = async () => {
    while (!stopped) {
      const seen = await runTick();
      if (seen) continue;
      // Backs off while the database does not answer.
      const wait = failures
        ? Math.min(5000, 200 * 2 ** (failures - 1))
        : (options.intervalMs ?? 100);
      await new Promise((r) => setTimeout(r, wait));
    }
  };
  void loop();

  return {
    async drain() {
      lastDescribe = 0;
      while (await runTick()) {}
    },
    async stop() {
      stopped = true;
      await queue;
      await checkpoints.flushed();
      client.destroy();
    },
  };
}
