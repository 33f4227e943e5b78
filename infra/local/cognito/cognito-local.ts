import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { waitFor } from '../net.ts';
import { supervise } from '../supervision/watchdog.ts';

export interface CognitoLocal {
  /** `http://127.0.0.1:<port>`; also the token issuer's domain. */
  readonly endpoint: string;
  stop(): Promise<void>;
}

const cli = createRequire(import.meta.url).resolve(
  'cognito-local/lib/bin/start.js',
);

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs the `cognito-local` CLI as a child process. It keeps its config and
 * users under `<dataDir>/.cognito` (its working directory), logs to
 * `<dataDir>/cognito-local.log`, and is killed by `stop()`.
 */
export async function startCognitoLocal(
  dataDir: string,
  port: number,
): Promise<CognitoLocal> {
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(join(dataDir, 'cognito-local.log'), 'a');
  const host = '127.0.0.1';
  const child = spawn(process.execPath, [cli], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: host },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  supervise(child);
  const endpoint = `http://${host}:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitFor('cognito-local', async () => {
      if (child.exitCode !== null)
        throw new Error(`exited with ${child.exitCode}`);
      const response = await fetch(`${endpoint}/health`);
      if (!response.ok) throw new Error(`health ${response.status}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}
