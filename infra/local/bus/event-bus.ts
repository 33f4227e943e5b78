import { createServer, type Server } from 'node:http';
import type { ConsumerDefinition } from '#manifest/events';
import { readJson, sendJson } from '../http-json.ts';
import { matches, type Pattern } from '../pattern.ts';
import { type ParkedEvent, parkedStore } from './parked-store.ts';
import { type BusEvent, toBusEvent } from './put-events.ts';

export type { ParkedEvent } from './parked-store.ts';

/** What replaying one parked event came to. */
export interface RedriveResult {
  readonly eventId: string;
  readonly consumer: string;
  readonly detailType: string;
  readonly outcome: 'delivered' | 'parked';
  /** Why it was parked again. */
  readonly error?: string;
}

export interface LocalBus {
  readonly endpoint: string;
  readonly parked: readonly ParkedEvent[];
  /**
   * Replays parked events (all, or one event id) to the consumer each was
   * parked for, with the usual retries; what fails again is parked again.
   */
  redrive(eventId?: string): Promise<RedriveResult[]>;
  /** Resolves when every delivery under way has finished or been parked. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface BusOptions {
  readonly port: number;
  readonly consumers: readonly ConsumerDefinition[];
  readonly deliver: (
    consumer: ConsumerDefinition,
    event: BusEvent,
  ) => Promise<unknown>;
  /** Where parked events are kept as files; in memory only when absent. */
  readonly parkedDir?: string;
  /** First retry delay; doubles on each attempt. @default 200 */
  readonly retryBaseMs?: number;
}

const JSON_11 = 'application/x-amz-json-1.1';

/**
 * A `PutEvents`-compatible bus: applies the manifest's rules, invokes the
 * consumers they name with retries, and parks what still fails (the
 * dead-letter queue of the local stack).
 */
export async function startBus(options: BusOptions): Promise<LocalBus> {
  const parked = parkedStore(options.parkedDir);
  const inFlight = new Set<Promise<unknown>>();
  const baseMs = options.retryBaseMs ?? 200;

  const park = (entry: ParkedEvent) => {
    parked.add(entry);
    console.error(
      `[bus] parked ${entry.event['detail-type']} for ${entry.consumer}: ${entry.error}`,
    );
    return entry;
  };

  /** Delivers with retries; the parked entry when every attempt failed. */
  const deliverWithRetry = async (
    consumer: ConsumerDefinition,
    event: BusEvent,
  ): Promise<ParkedEvent | undefined> => {
    for (let attempt = 1; ; attempt++) {
      try {
        await options.deliver(consumer, event);
        return undefined;
      } catch (error) {
        if (attempt > consumer.retryAttempts) {
          return park({
            consumer: consumer.id,
            event,
            error: String(error),
            attempts: attempt,
            parkedAt: new Date().toISOString(),
          });
        }
        await new Promise((r) => setTimeout(r, baseMs * 2 ** (attempt - 1)));
      }
    }
  };

  const track = <T>(run: Promise<T>): Promise<T> => {
    const tracked = run.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  };

  const replay = async (entry: ParkedEvent): Promise<RedriveResult> => {
    const consumer = options.consumers.find((c) => c.id === entry.consumer);
    const again = consumer
      ? await deliverWithRetry(consumer, entry.event)
      : park({ ...entry, error: `No consumer ${entry.consumer}` });
    return {
      eventId: entry.event.id,
      consumer: entry.consumer,
      detailType: entry.event['detail-type'],
      outcome: again ? 'parked' : 'delivered',
      ...(again ? { error: again.error } : {}),
    };
  };

  const dispatch = (event: BusEvent) => {
    for (const consumer of options.consumers) {
      if (!matches(consumer.pattern as Pattern, event)) continue;
      track(deliverWithRetry(consumer, event));
    }
  };

  const server: Server = createServer((request, response) => {
    const target = request.headers['x-amz-target'];
    if (request.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
      return sendJson(
        response,
        400,
        { __type: 'UnknownOperationException' },
        JSON_11,
      );
    }
    readJson(request)
      .then((body) => {
        const entries = (body as { Entries?: unknown[] }).Entries ?? [];
        const results = entries.map((entry) => toBusEvent(entry));
        for (const result of results)
          if ('event' in result) dispatch(result.event);
        sendJson(
          response,
          200,
          {
            FailedEntryCount: results.filter((r) => 'errorCode' in r).length,
            Entries: results.map((r) =>
              'event' in r
                ? { EventId: r.event.id }
                : { ErrorCode: r.errorCode, ErrorMessage: r.errorMessage },
            ),
          },
          JSON_11,
        );
      })
      .catch(() =>
        sendJson(response, 400, { __type: 'SerializationException' }, JSON_11),
      );
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, '127.0.0.1', resolve),
  );
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    parked: parked.entries,
    // Taken off the list first, so a second redrive cannot replay them too.
    redrive: (eventId) => track(Promise.all(parked.take(eventId).map(replay))),
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
