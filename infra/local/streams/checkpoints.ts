import { dirname, join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../files/atomic-write.ts';
import { readJsonOrQuarantineSync } from '../files/quarantine.ts';

export interface Checkpoints {
  get(shardId: string): string | undefined;
  set(shardId: string, sequenceNumber: string): void;
  close(shardId: string): void;
  isClosed(shardId: string): boolean;
  /** Resolves once every change so far is on disk (or reported failed). */
  flushed(): Promise<void>;
}

const stateSchema = z.object({
  last: z.record(z.string(), z.string()),
  closed: z.array(z.string()),
});
type State = z.infer<typeof stateSchema>;

/**
 * Where the poller got to in each shard, kept in a file when `npm start`
 * persists data, so a restart does not hand old records over again. An
 * unreadable file is quarantined: the stream is then read from its start,
 * which idempotent consumers absorb, rather than skipped.
 */
export function fileCheckpoints(file?: string): Checkpoints {
  const state: State = (file &&
    readJsonOrQuarantineSync(file, join(dirname(file), 'quarantine'), (value) =>
      stateSchema.parse(value),
    )) || { last: {}, closed: [] };
  // Saves run one after the other, so an older state never lands last.
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    if (!file) return;
    const snapshot = JSON.stringify(state);
    saving = saving.then(() =>
      writeFileAtomic(file, snapshot).catch((error: unknown) =>
        console.error(`[stream] checkpoint not saved: ${String(error)}`),
      ),
    );
  };
  return {
    get: (shardId) => state.last[shardId],
    set(shardId, sequenceNumber) {
      state.last[shardId] = sequenceNumber;
      save();
    },
    close(shardId) {
      if (!state.closed.includes(shardId)) state.closed.push(shardId);
      save();
    },
    isClosed: (shardId) => state.closed.includes(shardId),
    flushed: () => saving,
  };
}
