import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { QueueDefinition } from '#manifest/queues';
import { openJournal } from '../bus/journal.ts';
import { type ParkedEvent, parkedStore } from '../bus/parked-store.ts';
import type { BusEvent } from '../bus/put-events.ts';

/** What moving one dead letter back onto its queue came to. */
export interface QueueRedriveResult {
  readonly eventId: string;
  readonly consumer: string;
  readonly detailType: string;
  readonly outcome: 'delivered' | 'parked';
  readonly error?: string;
}

export interface LocalQueue {
  /** Accepts a message (durably, when journalled) and delivers it soon. */
  send(event: BusEvent): Promise<void>;
  /** Messages past their receives: the local dead-letter queue. */
  readonly deadLetters: readonly ParkedEvent[];
  /**
   * Moves dead letters (all, or one message id) back onto the queue, as
   * SQS's DLQ redrive does, and resolves once each is delivered or dead
   * again. Journalled before it leaves the dead letters: a crash between
   * the two delivers it again instead of losing it.
   */
  redrive(eventId?: string): Promise<QueueRedriveResult[]>;
  /** Resolves when nothing is waiting or being delivered. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  readonly definition: QueueDefinition;
  readonly deliver: (event: SQSEvent) => Promise<SQSBatchResponse | unknown>;
  /** Accepted, undelivered messages; in memory when absent. */
  readonly journalDir?: string;
  /** Dead letters; in memory when absent. */
  readonly deadLetterDir?: string;
  /** First redelivery delay; doubles per receive. @default 200 */
  readonly retryBaseMs?: number;
}

interface Waiting {
  readonly event: BusEvent;
  receives: number;
}

const record = (queue: string, w: Waiting): SQSRecord => ({
  messageId: w.event.id,
  receiptHandle: `${w.event.id}#${w.receives}`,
  body: JSON.stringify(w.event),
  attributes: {
    ApproximateReceiveCount: String(w.receives),
    SentTimestamp: String(Date.parse(w.event.time)),
    SenderId: 'local',
    ApproximateFirstReceiveTimestamp: String(Date.now()),
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: `arn:aws:sqs:ap-southeast-2:000000000000:${queue}`,
  awsRegion: 'ap-southeast-2',
});

/**
 * SQS as the local stack needs it: messages journalled on disk before
 * they are accepted (the bus's journal), delivered to the queue's
 * function in batches of the manifest's size, a message the function
 * reports failed received again after a back-off (the last after the
 * function's timeout), and moved to the dead letters after
 * `maxReceiveCount` receives.
 */
export async function startLocalQueue(
  options: QueueOptions,
): Promise<LocalQueue> {
  const { definition } = options;
  const journal = await openJournal(options.journalDir);
  const dead = await parkedStore(options.deadLetterDir);
  const waiting: Waiting[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const baseMs = options.retryBaseMs ?? 200;
  let stopped = false;
  type Outcome = Pick<QueueRedriveResult, 'outcome' | 'error'>;
  const redriven = new Map<string, (outcome: Outcome) => void>();
  const report = (id: string, outcome: Outcome) => {
    redriven.get(id)?.(outcome);
    redriven.delete(id);
  };

  // Quick retries first; the last receive waits out the function's
  // timeout, as SQS's visibility timeout does, so whatever an attempt cut
  // off still held (an alert claim) has lapsed before the message is parked.
  const redeliveryDelayMs = (receives: number) => {
    const backoff = baseMs * 2 ** (receives - 1);
    return receives === definition.maxReceiveCount - 1
      ? Math.max(backoff, definition.timeoutSeconds * 1000)
      : backoff;
  };

  const settle = (w: Waiting) => journal.settle(w.event.id, definition.id);

  const deliverBatch = async (batch: Waiting[]) => {
    for (const w of batch) w.receives += 1;
    let failedIds: Set<string>;
    let error = 'reported failed';
    try {
      const response = (await options.deliver({
        Records: batch.map((w) => record(definition.id, w)),
      })) as SQSBatchResponse | undefined;
      failedIds = new Set(
        (response?.batchItemFailures ?? []).map((f) => f.itemIdentifier),
      );
    } catch (thrown) {
      error = String(thrown);
      failedIds = new Set(batch.map((w) => w.event.id));
    }
    for (const w of batch) {
      if (!failedIds.has(w.event.id)) {
        await settle(w);
        report(w.event.id, { outcome: 'delivered' });
      } else if (w.receives >= definition.maxReceiveCount) {
        await dead.add({
          consumer: definition.id,
          event: w.event,
          error,
          attempts: w.receives,
          parkedAt: new Date().toISOString(),
        });
        console.error(`[queue] ${definition.id} dead-lettered ${w.event.id}`);
        await settle(w);
        report(w.event.id, { outcome: 'parked', error });
      } else if (!stopped) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          enqueue(w);
        }, redeliveryDelayMs(w.receives));
        timers.add(timer);
      }
    }
  };

  const track = (run: Promise<unknown>) => {
    const tracked = run.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  let scheduled = false;
  const flush = () => {
    scheduled = false;
    while (waiting.length && !stopped)
      track(deliverBatch(waiting.splice(0, definition.batchSize)));
  };
  const enqueue = (w: Waiting) => {
    waiting.push(w);
    if (!scheduled) {
      scheduled = true;
      // Messages sent together are delivered together, as SQS batches.
      setImmediate(flush);
    }
  };

  for (const entry of journal.pending())
    enqueue({ event: entry.event, receives: 0 });

  return {
    async send(event) {
      const entry = {
        event,
        pending: [definition.id],
        acceptedAt: new Date().toISOString(),
      };
      await journal.record([entry]);
      enqueue({ event, receives: 0 });
    },
    deadLetters: dead.entries,
    async redrive(eventId) {
      const moved = dead.claim(eventId).map(async (entry) => {
        const done = new Promise<Outcome>((resolve) =>
          redriven.set(entry.event.id, resolve),
        );
        try {
          await journal.record([
            {
              event: entry.event,
              pending: [definition.id],
              acceptedAt: new Date().toISOString(),
            },
          ]);
          await dead.remove(entry);
        } finally {
          dead.release(entry);
        }
        enqueue({ event: entry.event, receives: 0 });
        return {
          eventId: entry.event.id,
          consumer: definition.id,
          detailType: entry.event['detail-type'],
          ...(await done),
        };
      });
      return Promise.all(moved);
    },
    async idle() {
      while (waiting.length || inFlight.size || timers.size || scheduled)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async stop() {
      stopped = true;
      for (const id of [...redriven.keys()])
        report(id, { outcome: 'parked', error: 'the stack stopped' });
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
