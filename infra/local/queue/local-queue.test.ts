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
  timeoutSeconds: 0.3,
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

  it('receives a failure the last time only after the function timeout, so a cut-off attempt has lapsed', async () => {
    const at: number[] = [];
    const queue = await startLocalQueue({
      definition,
      retryBaseMs: 1,
      deliver: async (e: SQSEvent) => {
        at.push(Date.now());
        return {
          batchItemFailures: e.Records.map((r) => ({
            itemIdentifier: r.messageId,
          })),
        };
      },
    });
    await queue.send(event('held'));
    await queue.idle();
    expect(at).toHaveLength(3);
    const [, second = 0, third = 0] = at;
    expect(third - second).toBeGreaterThanOrEqual(
      definition.timeoutSeconds * 1000,
    );
    expect(queue.deadLetters.map((d) => d.event.id)).toEqual(['held']);
    await queue.stop();
  });

  it('moves a dead letter back onto the queue on redrive and reports it delivered', async () => {
    // Arrange: the function fails until it is fixed.
    let fixed = false;
    const delivered: string[] = [];
    const queue = await startLocalQueue({
      definition,
      retryBaseMs: 1,
      deliver: async (e: SQSEvent) => {
        if (!fixed)
          return {
            batchItemFailures: e.Records.map((r) => ({
              itemIdentifier: r.messageId,
            })),
          };
        delivered.push(...e.Records.map((r) => r.messageId));
        return { batchItemFailures: [] };
      },
    });
    await queue.send(event('alert-batch'));
    await queue.idle();
    expect(queue.deadLetters).toHaveLength(1);
    // Act
    fixed = true;
    const results = await queue.redrive();
    // Assert
    expect(results).toEqual([
      {
        eventId: 'alert-batch',
        consumer: 'TestQueue',
        detailType: 'Test',
        outcome: 'delivered',
      },
    ]);
    expect(delivered).toEqual(['alert-batch']);
    expect(queue.deadLetters).toEqual([]);
    await queue.stop();
  });

  it('reports a redriven message that fails again as parked, and keeps it dead', async () => {
    const queue = await startLocalQueue({
      definition,
      retryBaseMs: 1,
      deliver: async () => {
        throw new Error('SITE_URL missing');
      },
    });
    await queue.send(event('still-bad'));
    await queue.idle();
    // Act
    const results = await queue.redrive('still-bad');
    // Assert
    expect(results).toMatchObject([
      {
        eventId: 'still-bad',
        outcome: 'parked',
        error: 'Error: SITE_URL missing',
      },
    ]);
    expect(queue.deadLetters.map((d) => d.event.id)).toEqual(['still-bad']);
    await queue.stop();
  });
});
