import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface Checkpoints {
  get(shardId: string): string | undefined;
  set(shardId: string, sequenceNumber: string): void;
  close(shardId: string): void;
  isClosed(shardId: string): boolean;
}

interface State {
  last: Record<string, string>;
  closed: string[];
}

/**
 * Where the poller got to in each shard, kept in a file when `npm start`
 * persists data, so a restart does not hand old records over again.
 */
export function fileCheckpoints(file?: string): Checkpoints {
  const state: State =
    file && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as State)
      : { last: {}, closed: [] };
  const save = () => {
    if (file) writeFileSync(file, JSON.stringify(state));
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
  };
}
