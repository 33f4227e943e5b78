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

const gone = async (pid: number, ms: number) => {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
};

/**
 * Stops children a crashed stack left behind (the pids its stack file
 * recorded), so a new stack does not share their ports or database files:
 * SIGTERM so DynamoDB Local closes its files, SIGKILL after 5 s.
 * Returns the pids stopped.
 */
export async function killOrphans(pids: readonly number[]): Promise<number[]> {
  const ours = pids.filter(
    (pid) => isAlive(pid) && OURS.test(commandLine(pid)),
  );
  for (const pid of ours) signal(pid, 'SIGTERM');
  for (const pid of ours) if (!(await gone(pid, 5000))) signal(pid, 'SIGKILL');
  return ours;
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // Gone meanwhile.
  }
};
