import { mkdirSync, readFileSync } from 'node:fs';
import { isAlive, readStackFile, writeStackFile } from '../stack-file.ts';
import { killOrphans } from './orphans.ts';

const runsStart = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start');
  } catch {
    // No /proc (macOS): trust the pid.
    return true;
  }
};

/**
 * Claims `dataDir` for this process before anything starts on it: refuses
 * (exits 1) when another live stack holds it, and kills the children a
 * crashed stack left behind.
 */
export async function claimDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const previous = readStackFile(dataDir);
  if (previous && previous.pid !== process.pid) {
    if (isAlive(previous.pid) && runsStart(previous.pid)) {
      console.error(
        `\n  A local stack (pid ${previous.pid}) is already running on ${dataDir}/${previous.url ? ` at ${previous.url}` : ''}.\n  Stop it first (Ctrl-C in its terminal, or kill ${previous.pid}); two stacks must not share one database.\n`,
      );
      process.exit(1);
    }
    const killed = await killOrphans(previous.children ?? []);
    if (killed.length)
      console.warn(
        `  Cleaned up ${killed.length} process(es) left by a crashed stack: ${killed.join(', ')}`,
      );
  }
  await writeStackFile(dataDir, {
    pid: process.pid,
    url: '',
    dynamodbEndpoint: '',
  });
}
