import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
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
  add(entry: ParkedEvent): void;
  /** Removes and returns the entries for one event id, or all of them. */
  take(eventId?: string): ParkedEvent[];
}

const fileName = (entry: ParkedEvent) =>
  `${entry.event.id}-${entry.consumer}.json`;

/**
 * The parked list, mirrored as one file per entry under `dir` (when
 * given) and read back at start, so parked events survive a restart.
 */
export function parkedStore(dir?: string): ParkedStore {
  const entries: ParkedEvent[] = [];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
    for (const name of names) {
      entries.push(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    }
    entries.sort((a, b) => a.parkedAt.localeCompare(b.parkedAt));
  }
  return {
    entries,
    add(entry) {
      entries.push(entry);
      if (dir)
        writeFileSync(
          join(dir, fileName(entry)),
          JSON.stringify(entry, null, 2),
        );
    },
    take(eventId) {
      const taken = entries.filter(
        (e) => eventId === undefined || e.event.id === eventId,
      );
      for (const entry of taken) {
        entries.splice(entries.indexOf(entry), 1);
        if (dir) rmSync(join(dir, fileName(entry)), { force: true });
      }
      return taken;
    },
  };
}
