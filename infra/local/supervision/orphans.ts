import { readFileSync } from 'node:fs';
import { isAlive } from '../stack-file.ts';

/** Only processes that look like ours, in case a pid was reused. */
const OURS = /DynamoDBLocal|cognito-local/;

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/**
 * Kills children a crashed stack left behind (the pids its stack file
 * recorded), so a new stack does not share their ports or database files.
 * Returns the pids killed.
 */
export function killOrphans(pids: readonly number[]): number[] {
  const killed: number[] = [];
  for (const pid of pids) {
    if (!isAlive(pid) || !OURS.test(commandLine(pid))) continue;
    try {
      process.kill(pid, 'SIGKILL');
      killed.push(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return killed;
}
