import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { StackProcess } from './stack-process.ts';

/** The stack's DynamoDB Local (its one Java child). */
export function databasePid(stack: StackProcess): number {
  const pid = stack.children.find(
    (child) => readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'java',
  );
  if (!pid) throw new Error('the stack has no DynamoDB Local child');
  return pid;
}

const softFileSizeLimit = (pid: number) =>
  execFileSync(
    'prlimit',
    ['--pid', String(pid), '--fsize', '--raw', '--noheadings', '-o', 'SOFT'],
    { encoding: 'utf8' },
  ).trim();

/**
 * Lets the process grow no file past one byte (its file-size limit, which
 * Java meets with EFBIG rather than a signal): to it, the disk is full.
 * Returns what clears the fault, restoring the limit it had.
 */
export function fillDiskFor(pid: number): () => void {
  const before = softFileSizeLimit(pid);
  execFileSync('prlimit', ['--pid', String(pid), '--fsize=1:']);
  return () => {
    execFileSync('prlimit', ['--pid', String(pid), `--fsize=${before}:`]);
  };
}
