import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { ConsumerDefinition } from '#manifest/events';
import { readJson, sendJson } from '../http-json.ts';
import { matches, type Pattern } from '../pattern.ts';
import { type BusEvent, toBusEvent } from './put-events.ts';

export interface ParkedEvent {
  readonly consumer: string;
  readonly event: BusEvent;
  readonly error: string;
  readonly attempts: number;
  readonly parkedAt: string;
}

export interface LocalBus {
  readonly endpoint: string;
  readonly parked: readonly ParkedEvent[];
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
  const parked: ParkedEvent[] = [];
  const inFlight = new Set<Promise<void>>();
  const baseMs = options.retryBaseMs ?? 200;
  if (options.parkedDir) mkdirSync(options.parkedDir, { recursive: true });

  const park = (entry: ParkedEvent) => {
    parked.push(entry);
    if (options.parkedDir) {
      writeFileSync(
        join(options.parkedDir, `${entry.event.id}-${entry.consumer}.json`),
        JSON.stringify(entry, null, 2),
      );
    }
    console.error(
      `[bus] parked ${entry.event['detail-type']} for ${entry.consumer}: ${entry.error}`,
    );
  };

  const deliverWithRetry = async (
    consumer: ConsumerDefinition,
    event: BusEvent,
  ) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await options.deliver(consumer, event);
        return;
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

  const dispatch = (event: BusEvent) => {
    for (const consumer of options.consumers) {
      if (!matches(consumer.pattern as Pattern, event)) continue;
      const run = deliverWithRetry(consumer, event).finally(() =>
        inFlight.delete(run),
      );
      inFlight.add(run);
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
    parked,
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
