import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { isAlive } from '../../../infra/local/stack-file.ts';
import { until } from './data-dir.ts';

export interface StackProcess {
  readonly url: string;
  readonly dynamodb: string;
  readonly table: string;
  readonly pid: number;
  /** Its children when it started (DynamoDB Local, cognito-local). */
  readonly children: readonly number[];
  /** What it has written to stderr so far. */
  stderr(): string;
  /**
   * Sends `signal` and resolves once the process and its children (which
   * the watchdog stops) have exited, so a restart never shares their files.
   */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const entry = new URL('./run-stack.ts', import.meta.url).pathname;

/**
 * Starts a persisted stack on `dataDir` in a child process. The stack
 * picks free ports and then listens on them, so another process can take
 * one in between: a start that fails on that alone is made once more.
 */
export async function startStackProcess(
  dataDir: string,
): Promise<StackProcess> {
  try {
    return await startOnce(dataDir);
  } catch (error) {
    if (!String(error).includes('EADDRINUSE')) throw error;
    return startOnce(dataDir);
  }
}

async function startOnce(dataDir: string): Promise<StackProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', entry, dataDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = once(child, 'exit');
  const lines = createInterface({
    input: child.stdout as NodeJS.ReadableStream,
  });
  const started = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{"url"')) resolve(line);
    });
    void exited.then(() =>
      reject(new Error(`stack exited before serving:\n${stderr}`)),
    );
  });
  const info = JSON.parse(await started) as {
    url: string;
    dynamodb: string;
    table: string;
    children: number[];
  };
  return {
    ...info,
    pid: child.pid ?? 0,
    stderr: () => stderr,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
      await until(() => info.children.every((pid) => !isAlive(pid)));
    },
  };
}
