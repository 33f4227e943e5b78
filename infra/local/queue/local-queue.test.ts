import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { QueueDefinition } from '#manifest/queues';
import type { BusEvent } from '../bus/put-events.ts';
import { startLocalQueue } from './local-queue.ts';

const definition: QueueDefinition = {
  id: 'TestQueue',
  handler: 'unused',
  pattern: {},
  batchSize: 2,
  maxReceiveCount: 3,
  timeoutSeconds: 5,
  table: 'none',
  sendsMail: false,
};

const event = (id: string): BusEvent => ({
  version: '0',
  id,
  'detail-type': 'Test',
  source: 'test',
  account: '0',
  time: new Date().toISOString(),
  region: 'ap-southeast-2',
  resources: [],
  detail: {},
});

describe('the local queue', () => {
  it('delivers messages sent together in batches of the manifest size', async () => {
    const batches: string[][] = [];
    const queue = await startLocalQueue({
      definition,
      deliver: async (e: SQSEvent) => {
        batches.push(e.Records.map((r) => JSON.parse(r.body).id));
        return { batchItemFailures: [] };
      },
    });
    await Promise.all(['a', 'b', 'c'].map((id) => queue.send(event(id))));
    await queue.idle();
    expect(batches).toEqual([['a', 'b'], ['c']]);
    await queue.stop();
  });

  it('receives a reported failure again, then dead-letters it after maxReceiveCount', async () => {
    const receives: Record<string, number> = {};
    const queue = await startLocalQueue({
      definition,
      retryBaseMs: 1,
      deliver: async (e: SQSEvent) => {
        for (const r of e.Records)
          receives[r.messageId] = Number(r.attributes.ApproximateReceiveCount);
        return {
          batchItemFailures: e.Records.filter((r) => r.messageId === 'bad').map(
            (r) => ({ itemIdentifier: r.messageId }),
          ),
        };
      },
    });
    await queue.send(event('good'));
    await queue.send(event('bad'));
    await queue.idle();
    expect(receives).toEqual({ good: 1, bad: 3 });
    expect(queue.deadLetters.map((d) => d.event.id)).toEqual(['bad']);
    await queue.stop();
  });
});
