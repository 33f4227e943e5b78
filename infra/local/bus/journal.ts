import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { removeFileDurably, writeFileAtomic } from '../files/atomic-write.ts';
import { quarantineFor, readJsonOrQuarantine } from '../files/quarantine.ts';
import type { BusEvent } from './put-events.ts';

/** An accepted event and the consumers it has still to reach. */
export interface JournalEntry {
  readonly event: BusEvent;
  readonly pending: readonly string[];
  readonly acceptedAt: string;
}

export interface Journal {
  /** Durably records accepted events; resolves once they are on disk. */
  record(entries: readonly JournalEntry[]): Promise<void>;
  /** Marks one consumer done (delivered or parked) for one event. */
  settle(eventId: string, consumer: string): Promise<void>;
  /** Entries still pending, oldest first. */
  pending(): JournalEntry[];
}

const entrySchema = z.object({
  event: z.looseObject({ id: z.string().min(1) }),
  pending: z.array(z.string()),
  acceptedAt: z.string(),
});

const fileName = (eventId: string) => `${eventId}.json`;

/**
 * The bus's write-ahead journal: one file per accepted event under `dir`
 * (in memory when absent), removed once every consumer is done with it,
 * so what was accepted but not delivered is resumed after a crash.
 */
export async function openJournal(dir?: string): Promise<Journal> {
  const entries = new Map<string, JournalEntry>();
  // Updates to one event's file run one after the other.
  const chains = new Map<string, Promise<void>>();
  if (dir) {
    await mkdir(dir, { recursive: true });
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.json')) continue;
      const entry = await readJsonOrQuarantine(
        join(dir, name),
        quarantineFor(dir),
        (value) => entrySchema.parse(value) as unknown as JournalEntry,
      );
      if (entry) entries.set(entry.event.id, entry);
    }
  }
  const persist = (entry: JournalEntry) =>
    dir
      ? writeFileAtomic(
          join(dir, fileName(entry.event.id)),
          JSON.stringify(entry),
        )
      : Promise.resolve();

  const serially = (eventId: string, step: () => Promise<void>) => {
    const next = (chains.get(eventId) ?? Promise.resolve()).then(step);
    const settled = next.catch(() => undefined);
    chains.set(eventId, settled);
    void settled.then(() => {
      if (chains.get(eventId) === settled) chains.delete(eventId);
    });
    return next;
  };

  return {
    async record(accepted) {
      await Promise.all(accepted.map(persist));
      for (const entry of accepted) entries.set(entry.event.id, entry);
    },
    settle: (eventId, consumer) =>
      serially(eventId, async () => {
        const entry = entries.get(eventId);
        if (!entry) return;
        const pending = entry.pending.filter((c) => c !== consumer);
        if (pending.length) {
          const next = { ...entry, pending };
          await persist(next);
          entries.set(eventId, next);
          return;
        }
        if (dir) await removeFileDurably(join(dir, fileName(eventId)));
        entries.delete(eventId);
      }),
    pending: () =>
      [...entries.values()].sort((a, b) =>
        a.acceptedAt.localeCompare(b.acceptedAt),
      ),
  };
}
