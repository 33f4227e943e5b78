import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { onTestFinished } from 'vitest';
import { until } from './data-dir.ts';

const startScript = new URL('../../../infra/local/start.ts', import.meta.url)
  .pathname;
const tsx = import.meta.resolve('tsx');

export interface StartedCommand {
  readonly child: ChildProcess;
  output(): string;
  readonly exited: Promise<unknown>;
}

/**
 * `npm start` as a person runs it, in `cwd` (its `.data/` is there), on
 * free ports: the gateway's and cognito-local's.
 */
export function npmStart(cwd: string): StartedCommand {
  const child = spawn(process.execPath, ['--import', tsx, startScript], {
    cwd,
    env: { ...process.env, PORT: '0', COGNITO_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = once(child, 'exit');
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  });
  return { child, output: () => output, exited };
}

/** Waits until the command prints that it serves; fails if it exits first. */
export async function serving(command: StartedCommand): Promise<void> {
  await until(() => {
    if (command.child.exitCode !== null)
      throw new Error(`npm start exited:\n${command.output()}`);
    return command.output().includes('Energy Compare is running at');
  }, 120_000);
}
