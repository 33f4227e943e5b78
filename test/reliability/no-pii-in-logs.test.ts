import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStackTable } from '#test-support/handler-env';

/**
 * Runs the real public lead handlers in this worker (against the test
 * stack's table, as the gateway would) and reads everything they write to
 * stdout/stderr: no field a person typed in may appear in any log line.
 */

type Handler = (event: APIGatewayProxyEventV2, context: Context) => unknown;

let handlers: { callback: Handler; contact: Handler };
let logger: typeof import('#platform/observability')['logger'];

beforeAll(async () => {
  pointAtStackTable({ LOG_LEVEL: 'DEBUG' });
  handlers = {
    callback: (await import('#handlers/http/public/create-callback-request'))
      .handler as Handler,
    contact: (await import('#handlers/http/public/create-contact-message'))
      .handler as Handler,
  };
  ({ logger } = await import('#platform/observability'));
});

const context = {
  functionName: 'pii-check',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:ap-southeast-2:0:function:pii-check',
  memoryLimitInMB: '256',
  awsRequestId: 'pii-check',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

const event = (body: unknown, key?: string): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    requestContext: { http: { method: 'POST', sourceIp: '203.0.113.9' } },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

/** Everything written to stdout and stderr while `run` runs. */
async function captured(run: () => Promise<unknown>): Promise<string> {
  const chunks: string[] = [];
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((s) => s.write.bind(s));
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array) => {
      chunks.push(String(chunk));
      return true;
    }) as typeof stream.write;
  }
  try {
    await run();
  } finally {
    streams.forEach((s, i) => {
      s.write = originals[i] as typeof s.write;
    });
  }
  return chunks.join('');
}

/** Personal data a visitor might type, each unique to this run. */
const person = () => {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Zanzibar Quokka${tag}`,
    email: `pii.${tag}@example.com`,
    phone: '0499 876 543',
    message: `Secret note ${tag} about my bill`,
  };
};

const leaks = (log: string, pii: Record<string, string>) =>
  Object.values(pii).filter(
    (value) => log.includes(value) || log.includes(value.toLowerCase()),
  );

describe('logs of the public lead handlers', () => {
  it('would catch PII if a handler logged it (the check is not vacuous)', async () => {
    // Arrange
    const pii = person();
    // Act
    const log = await captured(async () => logger.info('oops', { ...pii }));
    // Assert
    expect(leaks(log, pii)).not.toEqual([]);
  });

  it('hold no personal data across stored, replayed and refused leads', async () => {
    // Arrange
    const pii = person();
    const key = randomUUID();
    const callback = { ...pii, postcode: '3121' };
    const contact = { ...pii, category: 'general' };
    // Act
    const log = await captured(async () => {
      const results = [
        await handlers.callback(event(callback, key), context),
        await handlers.callback(event(callback, key), context),
        await handlers.callback(
          event({ ...callback, name: 'B' }, key),
          context,
        ),
        await handlers.callback(event({ ...callback, phone: 'x' }), context),
        await handlers.callback(event(`{"email":"${pii.email}"`), context),
        await handlers.contact(event(contact, randomUUID()), context),
        await handlers.contact(event({ ...contact, email: pii.name }), context),
      ];
      expect(
        results.map((r) => (r as { statusCode: number }).statusCode),
      ).toEqual([201, 201, 422, 400, 400, 201, 400]);
    });
    // Assert
    expect(leaks(log, pii)).toEqual([]);
  });
});
