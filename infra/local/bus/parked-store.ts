import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { removeFileDurably, writeFileAtomic } from '../files/atomic-write.ts';
import { quarantineFor, readJsonOrQuarantine } from '../files/quarantine.ts';
import type { BusEvent } from './put-events.ts';

/** An event a consumer still failed after its retries (the local DLQ). */
export interface ParkedEvent {
  readonly consumer: string;
  readonly event: BusEvent;
  readonly error: string;
  readonly attempts: number;
  readonly parkedAt: string;
}

export interface ParkedStore {
  /** Parked events, oldest first. */
  readonly entries: readonly ParkedEvent[];
  /** Parks an entry, replacing one for the same event and consumer. */
  add(entry: ParkedEvent): Promise<void>;
  /** Removes an entry once it was delivered. */
  remove(entry: ParkedEvent): Promise<void>;
  /**
   * The entries for one event id (or all) that no other redrive holds,
   * now held by the caller until `release`.
   */
  claim(eventId?: string): ParkedEvent[];
  release(entry: ParkedEvent): void;
}

const entrySchema = z.object({
  consumer: z.string().min(1),
  event: z.looseObject({ id: z.string().min(1) }),
  error: z.string(),
  attempts: z.number(),
  parkedAt: z.string(),
});

const keyOf = (entry: ParkedEvent) => `${entry.event.id}-${entry.consumer}`;

/**
 * The parked list, mirrored as one file per entry under `dir` (when
 * given) and read back at start, so parked events survive a restart.
 * Unreadable files are quarantined.
 */
export async function parkedStore(dir?: string): Promise<ParkedStore> {
  const entries: ParkedEvent[] = [];
  const claimed = new Set<string>();
  if (dir) {
    await mkdir(dir, { recursive: true });
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.json')) continue;
      const entry = await readJsonOrQuarantine(
        join(dir, name),
        quarantineFor(dir),
        (value) => entrySchema.parse(value) as unknown as ParkedEvent,
      );
      if (entry) entries.push(entry);
    }
    entries.sort((a, b) => a.parkedAt.localeCompare(b.parkedAt));
  }
  const fileOf = (entry: ParkedEvent) =>
    join(dir ?? '', `${keyOf(entry)}.json`);
  const drop = (key: string) => {
    const at = entries.findIndex((e) => keyOf(e) === key);
    if (at >= 0) entries.splice(at, 1);
  };
  return {
    entries,
    async add(entry) {
      if (dir)
        await writeFileAtomic(fileOf(entry), JSON.stringify(entry, null, 2));
      drop(keyOf(entry));
      entries.push(entry);
    },
    async remove(entry) {
      if (dir) await removeFileDurably(fileOf(entry));
      drop(keyOf(entry));
    },
    claim(eventId) {
      const free = entries.filter(
        (e) =>
          (eventId === undefined || e.event.id === eventId) &&
          !claimed.has(keyOf(e)),
      );
      for (const entry of free) claimed.add(keyOf(entry));
      return free;
    },
    release: (entry) => void claimed.delete(keyOf(entry)),
  };
}
