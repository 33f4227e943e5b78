import { createServer, type Server } from 'node:http';
import type { ConsumerDefinition } from '#manifest/events';
import { readJson, sendJson } from '../http-json.ts';
import { matches, type Pattern } from '../pattern.ts';
import {
  IN_PROGRESS_POLL_MS,
  inProgressWaitMs,
  isInProgressElsewhere,
} from './in-progress.ts';
import { type JournalEntry, openJournal } from './journal.ts';
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
   * A parked event leaves the list only once delivered.
   */
  redrive(eventId?: string): Promise<RedriveResult[]>;
  /** Resolves when every delivery under way has finished or been parked. */
  idle(): Promise<void>;
  /**
   * Stops accepting events, cuts retries short and waits (a bounded time)
   * for deliveries under way; what is not delivered stays in the journal.
   */
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
  /** Where accepted, undelivered events are kept; in memory when absent. */
  readonly journalDir?: string;
  /** First retry delay; doubles on each attempt. @default 200 */
  readonly retryBaseMs?: number;
  /** How long stop() waits for deliveries under way. @default 5000 */
  readonly stopGraceMs?: number;
}

const JSON_11 = 'application/x-amz-json-1.1';

type Outcome =
  | { kind: 'delivered' }
  | { kind: 'parked'; entry: ParkedEvent }
  | { kind: 'stopped' };

/**
 * A `PutEvents`-compatible bus: applies the manifest's rules, journals
 * each accepted event on disk before answering, invokes the consumers it
 * names with retries, and parks what still fails (the local DLQ).
 */
export async function startBus(options: BusOptions): Promise<LocalBus> {
  const parked = await parkedStore(options.parkedDir);
  const journal = await openJournal(options.journalDir);
  const inFlight = new Set<Promise<unknown>>();
  const baseMs = options.retryBaseMs ?? 200;
  const stopping = new AbortController();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stopping.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  /** Delivers with retries, until delivered, out of attempts, or stopping. */
  const attempt = async (
    consumer: ConsumerDefinition,
    event: BusEvent,
  ): Promise<Outcome> => {
    const waitOthersUntil =
      Date.now() + inProgressWaitMs(consumer.timeoutSeconds);
    for (let n = 1; ; n++) {
      try {
        await options.deliver(consumer, event);
        return { kind: 'delivered' };
      } catch (error) {
        if (stopping.signal.aborted) return { kind: 'stopped' };
        if (isInProgressElsewhere(error) && Date.now() < waitOthersUntil) {
          await pause(IN_PROGRESS_POLL_MS);
          n--; // not an attempt of this delivery
          continue;
        }
        if (n > consumer.retryAttempts) {
          const entry: ParkedEvent = {
            consumer: consumer.id,
            event,
            error: String(error),
            attempts: n,
            parkedAt: new Date().toISOString(),
          };
          return { kind: 'parked', entry };
        }
        await pause(baseMs * 2 ** (n - 1));
        if (stopping.signal.aborted) return { kind: 'stopped' };
      }
    }
  };

  const park = async (entry: ParkedEvent) => {
    await parked.add(entry);
    console.error(
      `[bus] parked ${entry.event['detail-type']} for ${entry.consumer}: ${entry.error}`,
    );
  };

  const idle = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };

  const track = <T>(run: Promise<T>): Promise<T> => {
    const tracked = run.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  };

  /** One journal entry's consumer: delivered or parked, then settled. */
  const deliverEntry = async (
    consumer: ConsumerDefinition,
    event: BusEvent,
  ) => {
    try {
      const outcome = await attempt(consumer, event);
      if (outcome.kind === 'stopped') return;
      if (outcome.kind === 'parked') await park(outcome.entry);
      await journal.settle(event.id, consumer.id);
    } catch (error) {
      // Left in the journal: delivered again on the next start.
      console.error(
        `[bus] ${event['detail-type']} ${event.id} for ${consumer.id} stays journalled: ${String(error)}`,
      );
    }
  };

  const dispatch = (entry: JournalEntry) => {
    for (const id of entry.pending) {
      const consumer = options.consumers.find((c) => c.id === id);
      if (consumer) void track(deliverEntry(consumer, entry.event));
      else
        void track(journal.settle(entry.event.id, id).catch(() => undefined));
    }
  };

  const replay = async (entry: ParkedEvent): Promise<RedriveResult> => {
    const result = (outcome: 'delivered' | 'parked', error?: string) => ({
      eventId: entry.event.id,
      consumer: entry.consumer,
      detailType: entry.event['detail-type'],
      outcome,
      ...(error ? { error } : {}),
    });
    const consumer = options.consumers.find((c) => c.id === entry.consumer);
    if (!consumer) return result('parked', `No consumer ${entry.consumer}`);
    const outcome = await attempt(consumer, entry.event);
    if (outcome.kind === 'delivered') {
      await parked.remove(entry);
      return result('delivered');
    }
    if (outcome.kind === 'stopped') return result('parked', entry.error);
    await park(outcome.entry);
    return result('parked', outcome.entry.error);
  };

  const redriveOne = async (entry: ParkedEvent) => {
    try {
      return await replay(entry);
    } finally {
      parked.release(entry);
    }
  };

  const accept = async (body: unknown) => {
    const entries = (body as { Entries?: unknown[] }).Entries ?? [];
    const results = entries.map((entry) => toBusEvent(entry));
    const acceptedAt = new Date().toISOString();
    const journalled: JournalEntry[] = [];
    for (const result of results) {
      if (!('event' in result)) continue;
      const pending = options.consumers
        .filter((c) => matches(c.pattern as Pattern, result.event))
        .map((c) => c.id);
      if (pending.length)
        journalled.push({ event: result.event, pending, acceptedAt });
    }
    // On disk before the answer: an accepted event survives a crash.
    await journal.record(journalled);
    for (const entry of journalled) dispatch(entry);
    return {
      FailedEntryCount: results.filter((r) => 'errorCode' in r).length,
      Entries: results.map((r) =>
        'event' in r
          ? { EventId: r.event.id }
          : { ErrorCode: r.errorCode, ErrorMessage: r.errorMessage },
      ),
    };
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
    if (stopping.signal.aborted)
      return sendJson(response, 503, { __type: 'ServiceUnavailable' }, JSON_11);
    readJson(request)
      .then(
        async (body) => {
          try {
            sendJson(response, 200, await accept(body), JSON_11);
          } catch (error) {
            console.error(`[bus] could not journal events: ${String(error)}`);
            // The publisher retries and the stream keeps its records.
            sendJson(response, 500, { __type: 'InternalException' }, JSON_11);
          }
        },
        () =>
          sendJson(
            response,
            400,
            { __type: 'SerializationException' },
            JSON_11,
          ),
      )
      .catch(() => undefined);
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, '127.0.0.1', resolve),
  );
  // Accepted before a crash or a stop, and not yet delivered or parked.
  for (const entry of journal.pending()) dispatch(entry);
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    parked: parked.entries,
    redrive: (eventId) =>
      track(Promise.all(parked.claim(eventId).map(redriveOne))),
    idle,
    async stop() {
      stopping.abort();
      const closed = new Promise<void>((resolve) =>
        server.close(() => resolve()),
      );
      server.closeAllConnections();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.stopGraceMs ?? 5000);
      });
      await Promise.race([idle(), grace]);
      clearTimeout(timer);
      await closed;
    },
  };
}
