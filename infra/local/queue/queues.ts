import { join } from 'node:path';
import type { ConsumerDefinition } from '#manifest/events';
import type { QueueDefinition } from '#manifest/queues';
import type { ParkedEvent } from '../bus/parked-store.ts';
import type { BusEvent } from '../bus/put-events.ts';
import { invoke } from '../invoke.ts';
import { type LocalQueue, startLocalQueue } from './local-queue.ts';

/**
 * The bus rule that feeds a queue, as a bus consumer: the bus hands the
 * event to the queue (which cannot fail but for the disk) instead of a
 * function, as an EventBridge rule with an SQS target does.
 */
export const queueRule = (queue: QueueDefinition): ConsumerDefinition => ({
  id: queue.id,
  handler: queue.handler,
  pattern: queue.pattern,
  retryAttempts: 2,
  maxEventAgeSeconds: 24 * 60 * 60,
  table: 'none',
  sendsMail: false,
});

/** Every manifest queue, each journalled under the data folder. */
export async function startQueues(
  definitions: readonly QueueDefinition[],
  dataDir: string | undefined,
  retryBaseMs: number | undefined,
  run: typeof invoke = invoke,
) {
  const running = new Map<string, LocalQueue>();
  for (const definition of definitions)
    running.set(
      definition.id,
      await startLocalQueue({
        definition,
        deliver: (event) =>
          run(
            definition.id,
            definition.handler,
            event,
            definition.timeoutSeconds,
          ),
        journalDir: dataDir && join(dataDir, 'queues', definition.id),
        deadLetterDir:
          dataDir && join(dataDir, 'queues', `${definition.id}-dlq`),
        retryBaseMs,
      }),
    );
  const each = () => [...running.values()];
  return {
    accepts: (id: string) => running.has(id),
    send: (id: string, event: BusEvent) =>
      (running.get(id) as LocalQueue).send(event),
    deadLetters: (): ParkedEvent[] => each().flatMap((q) => [...q.deadLetters]),
    /** Every queue's dead letters (or one message id) back onto it. */
    async redrive(eventId?: string) {
      const results = await Promise.all(each().map((q) => q.redrive(eventId)));
      return results.flat();
    },
    async idle() {
      await Promise.all(each().map((q) => q.idle()));
    },
    async stop() {
      await Promise.all(each().map((q) => q.stop()));
    },
  };
}
