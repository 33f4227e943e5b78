import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { meterIdChecksum } from '#shared/domain/meter-ids';
import {
  loadModulesAfresh,
  originHeaders,
  pointAtStackTable,
} from '#test-support/handler-env';
import { call } from '#test-support/http';

/**
 * Runs the real public lead handlers in this worker (against the test
 * stack's table, as the gateway would) and reads everything they write to
 * stdout/stderr: no field a person typed in may appear in any log line.
 */

type Handler = (event: APIGatewayProxyEventV2, context: Context) => unknown;

let handlers: { callback: Handler; contact: Handler; switch: Handler };
let planId = '';
let logger: typeof import('#platform/observability')['logger'];

// The logger reads its level when it loads.
loadModulesAfresh();
beforeAll(async () => {
  pointAtStackTable({ LOG_LEVEL: 'DEBUG' });
  handlers = {
    callback: (await import('#handlers/http/public/create-callback-request'))
      .handler as Handler,
    contact: (await import('#handlers/http/public/create-contact-message'))
      .handler as Handler,
    switch: (await import('#handlers/http/public/create-switch-request'))
      .handler as Handler,
  };
  const compared = await call<CompareResponse>('POST', '/api/compare', {
    json: { postcode: '3000', usage: { kind: 'monthlyKwh', monthlyKwh: 300 } },
  });
  planId = compared.body.plans[0]?.plan.id ?? '';
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

/** A request from the visitor whose data is `pii` (their address too). */
const eventFrom =
  (pii: Person) =>
  (body: unknown, key?: string): APIGatewayProxyEventV2 =>
    ({
      version: '2.0',
      routeKey: 'POST /api/x',
      rawPath: '/api/x',
      rawQueryString: '',
      headers: {
        ...originHeaders,
        'content-type': 'application/json',
        'cloudfront-viewer-address': `${pii.viewerIp}:52011`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      requestContext: { http: { method: 'POST', sourceIp: pii.sourceIp } },
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

/** A unique, valid NMI (10 characters plus its checksum). */
const uniqueNmi = () => {
  const base = `61${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return `${base}${meterIdChecksum(base)}`;
};

const octet = () => 1 + Math.floor(Math.random() * 250);

/** Personal data a visitor might type or send, each unique to this run. */
const person = () => {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Zanzibar Quokka${tag}`,
    email: `pii.${tag}@example.com`,
    phone: '0499 876 543',
    message: `Secret note ${tag} about my bill`,
    address: `${octet()} Wombat Crescent ${tag}, Ballarat VIC`,
    nmi: uniqueNmi(),
    viewerIp: `198.51.100.${octet()}`,
    sourceIp: `203.0.113.${octet()}`,
  };
};
type Person = ReturnType<typeof person>;

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
    const event = eventFrom(pii);
    const key = randomUUID();
    const { name, email, phone, message } = pii;
    const callback = { name, email, phone, message, postcode: '3121' };
    const contact = { name, email, phone, message, category: 'general' };
    const switchForm = {
      firstName: pii.name,
      lastName: 'Citizen',
      email,
      phone,
      address: pii.address,
      postcode: '3000',
      nmi: pii.nmi,
      specialRequests: pii.message,
      consentSwitch: true,
      selectedPlanId: planId,
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    };
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
        await handlers.switch(event(switchForm, randomUUID()), context),
        await handlers.switch(
          event({ ...switchForm, nmi: `${pii.nmi}0` }),
          context,
        ),
        await handlers.switch(
          event({ ...switchForm, address: pii.address.repeat(10) }),
          context,
        ),
      ];
      expect(
        results.map((r) => (r as { statusCode: number }).statusCode),
      ).toEqual([201, 201, 422, 400, 400, 201, 400, 201, 400, 400]);
    });
    // Assert
    expect(leaks(log, pii)).toEqual([]);
  });
});
