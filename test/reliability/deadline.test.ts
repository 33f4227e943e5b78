import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { idempotencyGuardKey, leadKey } from '#data/keys';
import { callbackForm } from '#test-support/builders';
import {
  loadModulesAfresh,
  originHeaders,
  pointAtStackTable,
} from '#test-support/handler-env';
import { call } from '#test-support/http';
import { messagesMentioning } from '#test-support/outbox';
import { tableClient } from '#test-support/table';
import { randomViewerAddress } from '#test-support/viewer-address';
import { type SlowDatabase, slowDatabase } from './support/slow-database.ts';

/**
 * The real call-back handler runs in this worker against the test stack's
 * table through a relay that holds the lead transaction's answer back:
 * the write commits, its answer comes after the invocation's deadline.
 */

type Handler = (event: APIGatewayProxyEventV2, context: Context) => unknown;
type Result = { statusCode: number; headers?: Record<string, string> };

/** Shorter than Lambda's 10 s, so the test is quick; the margin is real. */
const BUDGET_MS = 4_000;
/** Longer than the whole budget. */
const ANSWER_DELAY_MS = 5_000;

let database: SlowDatabase;
let handler: Handler;
const table = tableClient();

// The table client reads its endpoint (the relay's) when it loads.
loadModulesAfresh();
beforeAll(async () => {
  database = await slowDatabase(inject('dynamoEndpoint'), 'TransactWriteItems');
  pointAtStackTable({ DYNAMODB_ENDPOINT: database.endpoint });
  handler = (await import('#handlers/http/public/create-callback-request'))
    .handler as Handler;
});
afterAll(async () => {
  table.close();
  await database.close();
});

const context = () => {
  const end = Date.now() + BUDGET_MS;
  return {
    functionName: 'deadline-check',
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => end - Date.now(),
  } as unknown as Context;
};

const event = (form: unknown, key: string) =>
  ({
    version: '2.0',
    routeKey: 'POST /api/callbacks',
    rawPath: '/api/callbacks',
    headers: {
      ...originHeaders,
      'content-type': 'application/json',
      'idempotency-key': key,
      'cloudfront-viewer-address': randomViewerAddress(),
    },
    requestContext: { http: { method: 'POST', sourceIp: '203.0.113.21' } },
    body: JSON.stringify(form),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

describe('a form while the database answers slowly', () => {
  it('answers 503 with Retry-After inside the budget, never 500, though its write commits', async () => {
    // Arrange
    database.delayMs = ANSWER_DELAY_MS;
    const form = callbackForm();
    const key = randomUUID();
    const started = Date.now();
    // Act
    const response = (await handler(event(form, key), context())) as Result;
    // Assert
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(BUDGET_MS);
    await vi.waitUntil(
      async () =>
        (await table.get(idempotencyGuardKey('callback', key))) !== undefined,
      { timeout: 5_000, interval: 100 },
    );
  });

  it('a retry with the same key after the 503 stores the lead once and sends one e-mail', async () => {
    // Arrange: the first attempt commits but answers 503.
    database.delayMs = ANSWER_DELAY_MS;
    const form = callbackForm();
    const key = randomUUID();
    const before = await table.leadCount('callback');
    const first = (await handler(event(form, key), context())) as Result;
    await vi.waitUntil(() => table.get(idempotencyGuardKey('callback', key)), {
      timeout: 5_000,
      interval: 100,
    });
    // Act: the client retries through the stack, as the browser would.
    const retry = await call<{ id: string }>('POST', '/api/callbacks', {
      json: form,
      headers: { 'idempotency-key': key },
    });
    // Assert
    expect(first.statusCode).toBe(503);
    expect(retry.status).toBe(201);
    const guard = await table.get(idempotencyGuardKey('callback', key));
    expect(guard?.leadId).toBe(retry.body.id);
    expect(await table.get(leadKey(retry.body.id))).toBeDefined();
    expect(await table.leadCount('callback')).toBe(before + 1);
    await vi.waitUntil(
      async () => (await messagesMentioning(form.email)).length > 0,
      { timeout: 20_000, interval: 200 },
    );
    expect(await messagesMentioning(form.email)).toHaveLength(1);
  });
});
