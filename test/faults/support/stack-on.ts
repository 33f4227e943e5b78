import { onTestFinished } from 'vitest';
import { type StackProcess, startStackProcess } from './stack-process.ts';

/** A stack process on `dataDir`, killed after the test if still running. */
export async function stackOn(dataDir: string): Promise<StackProcess> {
  const stack = await startStackProcess(dataDir);
  onTestFinished(() => stack.kill('SIGKILL'));
  return stack;
}
