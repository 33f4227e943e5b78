import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from './files/atomic-write.ts';
import { readJsonOrQuarantineSync } from './files/quarantine.ts';

/** What a running `npm start` tells other local tools about itself. */
export interface RunningStack {
  readonly pid: number;
  readonly url: string;
  readonly dynamodbEndpoint: string;
  readonly busEndpoint?: string;
  /** Child processes (DynamoDB Local, cognito-local) to clean up after a crash. */
  readonly children?: readonly number[];
}

const stackSchema = z.object({
  pid: z.number().int().positive(),
  url: z.string(),
  dynamodbEndpoint: z.string(),
  busEndpoint: z.string().optional(),
  children: z.array(z.number().int().positive()).optional(),
});

const fileIn = (dataDir: string) => join(dataDir, 'stack.json');

export function writeStackFile(
  dataDir: string,
  stack: RunningStack,
): Promise<void> {
  return writeFileAtomic(fileIn(dataDir), JSON.stringify(stack));
}

export function removeStackFile(dataDir: string): void {
  rmSync(fileIn(dataDir), { force: true });
}

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** What the stack file says, alive or not; an unreadable one is set aside. */
export function readStackFile(dataDir: string): RunningStack | undefined {
  return readJsonOrQuarantineSync(
    fileIn(dataDir),
    join(dataDir, 'quarantine'),
    (value) => stackSchema.parse(value),
  );
}

/** The running stack on this data folder, if its process is still alive. */
export function findRunningStack(dataDir: string): RunningStack | undefined {
  const stack = readStackFile(dataDir);
  return stack && isAlive(stack.pid) ? stack : undefined;
}
