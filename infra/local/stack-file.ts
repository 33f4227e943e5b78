import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a running `npm start` tells other local tools about itself. */
export interface RunningStack {
  readonly pid: number;
  readonly url: string;
  readonly dynamodbEndpoint: string;
}

const fileIn = (dataDir: string) => join(dataDir, 'stack.json');

export function writeStackFile(dataDir: string, stack: RunningStack): void {
  writeFileSync(fileIn(dataDir), JSON.stringify(stack));
}

export function removeStackFile(dataDir: string): void {
  rmSync(fileIn(dataDir), { force: true });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The running stack on this data folder, if its process is still alive. */
export function findRunningStack(dataDir: string): RunningStack | undefined {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return undefined;
  const stack = JSON.parse(readFileSync(file, 'utf8')) as RunningStack;
  return isAlive(stack.pid) ? stack : undefined;
}
