import { createServer, type Socket } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';

/** Accepts connections and never answers: a database that hangs. */
const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const { port } = silent.address() as { port: number };
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});

const SECRET = 'a-local-origin-secret-for-tests';
Object.assign(process.env, {
  AWS_REGION: 'ap-southeast-2',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  ORIGIN_VERIFY_SECRET: SECRET,
  TABLE_NAME: 'unit-test-table',
  DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { documentClient, tableName } = await import('./client.ts');
const { makeHttpHandler } = await import('#platform/http-handler');
// This route is neither rate limited nor staff only: the chain asks neither port.
const httpHandler = makeHttpHandler({
  hitRateWindow: () => Promise.reject(new Error('not asked')),
  isSessionRevoked: () => Promise.reject(new Error('not asked')),
});

const BUDGET_MS = 2_500;

const context = () => {
  const end = Date.now() + BUDGET_MS;
  return {
    functionName: 'deadline-check',
    getRemainingTimeInMillis: () => end - Date.now(),
  } as unknown as Context;
};

const get = (id: string) =>
  documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: id, sk: id } }),
  );

const event = {
  routeKey: 'GET /api/test',
  rawPath: '/api/test',
  headers: { 'x-origin-verify': SECRET },
  requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
} as never;

type Result = { statusCode: number; headers?: Record<string, string> };

describe('the table client under an invocation deadline', () => {
  it('ends a call to a hanging database at the deadline: 503 with Retry-After inside the budget', async () => {
    // Arrange: one attempt alone may take 3.5 s, more than this budget.
    let callError: unknown;
    const route = httpHandler({}, () =>
      get('a').catch((error: unknown) => {
        callError = error;
        throw error;
      }),
    );
    const started = Date.now();
    // Act
    const response = (await route(event, context())) as Result;
    // Assert: the call itself ended at the deadline, not at its own time
    // limit, and its error became the 503.
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': '1' });
    expect(Date.now() - started).toBeLessThan(BUDGET_MS);
    expect((callError as Error | undefined)?.name).toBe('DeadlineExceeded');
  });

  it('refuses a call made after the deadline passed', async () => {
    // Arrange: the first call spends the whole deadline.
    let secondError: unknown;
    const route = httpHandler({}, async () => {
      await get('a').catch(() => undefined);
      secondError = await get('b').catch((error: unknown) => error);
      return {};
    });
    // Act
    await route(event, context());
    // Assert
    expect((secondError as Error).name).toBe('DeadlineExceeded');
  });
});
