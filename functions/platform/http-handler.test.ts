import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  Context,
} from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const SECRET = 'a-local-origin-secret-for-tests';
Object.assign(process.env, {
  ORIGIN_VERIFY_SECRET: SECRET,
  TABLE_NAME: 'unit-test-table',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { makeHttpHandler } = await import('./http-handler.ts');

/** The rate windows the chain asks: every submission refused for 42 s. */
const hitRateWindow = vi.fn(async () => ({
  allowed: false as const,
  retryAfterSeconds: 42,
}));
const httpHandler = makeHttpHandler({
  hitRateWindow,
  isSessionRevoked: async () => false,
});

const context = {
  functionName: 'test',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

type Result = Exclude<APIGatewayProxyResultV2, string>;

/** A body route whose use case is a spy. */
function route() {
  const useCase = vi.fn(async () => ({ ok: true }));
  const handler = httpHandler({ body: z.object({ name: z.string() }) }, () =>
    useCase(),
  );
  return { handler, useCase };
}

const post = (headers: Record<string, string>, body = '{"name":"Jo"}') =>
  ({
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    headers: { 'x-origin-verify': SECRET, ...headers },
    body,
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', sourceIp: '127.0.0.1' } },
  }) as unknown as APIGatewayProxyEventV2;

describe('httpHandler content type', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['no content type', {}],
    ['a JSON look-alike', { 'content-type': 'application/jsonp' }],
    ['another charset', { 'content-type': 'application/json; charset=latin1' }],
  ])(
    'answers %s with 415 naming the header, before the use case',
    async (_, headers) => {
      // Arrange
      const { handler, useCase } = route();
      // Act
      const response = (await handler(post(headers), context)) as Result;
      // Assert
      expect(response.statusCode).toBe(415);
      expect(JSON.parse(response.body ?? '')).toMatchObject({
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'content-type' },
      });
      expect(useCase).not.toHaveBeenCalled();
    },
  );

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset="UTF-8"',
  ])('accepts %s', async (contentType) => {
    // Arrange
    const { handler, useCase } = route();
    // Act
    const response = (await handler(
      post({ 'content-type': contentType }),
      context,
    )) as Result;
    // Assert
    expect(response.statusCode).toBe(200);
    expect(useCase).toHaveBeenCalledOnce();
  });
});

describe('httpHandler query string', () => {
  /** A staff route with a query schema, as API Gateway invokes it. */
  const staffGet = (rawQueryString: string) => {
    const useCase = vi.fn(async () => ({ ok: true }));
    const handler = httpHandler(
      { access: 'staff', query: z.object({ status: z.string().optional() }) },
      () => useCase(),
    );
    const event = {
      routeKey: 'GET /api/admin/test',
      rawPath: '/api/admin/test',
      rawQueryString,
      // As API Gateway may hand it: decoded leniently, hiding the fault.
      queryStringParameters: { status: '\uFFFD' },
      headers: { 'x-origin-verify': SECRET },
      isBase64Encoded: false,
      requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
    } as unknown as APIGatewayProxyEventV2;
    return { run: () => handler(event, context), useCase };
  };

  it.each([
    ['status=%E0%A4%A', 'status'],
    ['page=2&status=%FF', 'status'],
    ['status=%', 'status'],
  ])(
    'answers %s with 400 naming %s, before the staff token is asked for',
    async (query, field) => {
      // Arrange
      const { run, useCase } = staffGet(query);
      // Act
      const response = (await run()) as Result;
      // Assert
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body ?? '')).toEqual({
        error: {
          code: 'VALIDATION',
          field,
          message: `Malformed percent-encoding in query parameter ${field}`,
        },
      });
      expect(useCase).not.toHaveBeenCalled();
    },
  );

  it('answers a malformed parameter name with 400', async () => {
    const response = (await staffGet('%E0=1').run()) as Result;
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body ?? '').error.message).toBe(
      'Malformed percent-encoding in a query name',
    );
  });

  it('lets a well-formed query on to the staff check', async () => {
    const response = (await staffGet(
      'status=caf%C3%A9+au+lait&x',
    ).run()) as Result;
    expect(response.statusCode).toBe(401);
  });
});

describe('httpHandler rate limit', () => {
  it('asks the rate windows it was given and answers a refused submission with 429 and Retry-After', async () => {
    // Arrange
    const useCase = vi.fn(async () => ({ ok: true }));
    const handler = httpHandler(
      { body: z.object({ name: z.string() }), rateLimit: { perMinute: 3 } },
      () => useCase(),
    );
    // Act
    const response = (await handler(
      post({ 'content-type': 'application/json' }),
      context,
    )) as Result;
    // Assert
    expect(response.statusCode).toBe(429);
    expect(response.headers?.['retry-after']).toBe('42');
    expect(hitRateWindow).toHaveBeenCalledWith(
      expect.objectContaining({ route: 'POST /api/test', limit: 3 }),
    );
    expect(useCase).not.toHaveBeenCalled();
  });
});
