import * as crypto from 'node:crypto';
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  Context,
} from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponses } from './error-responses.ts';
import { verifyOrigin } from './verify-origin.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return {
    ...actual,
    timingSafeEqual: vi.fn(
      (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) =>
        actual.timingSafeEqual(a, b),
    ),
  };
});

const SECRET = 'the-current-origin-secret-value';
const PREVIOUS = 'the-previous-origin-secret-value';
const context = {
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

type Result = Exclude<APIGatewayProxyResultV2, string>;

/** The real origin check and error middleware in front of a spy handler. */
function chain(secrets: readonly string[] = [SECRET]) {
  const inner = vi.fn(async () => ({ statusCode: 200, body: '{}' }));
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>({
    timeoutEarlyInMillis: 0,
  })
    .use(errorResponses())
    .use(verifyOrigin(async () => secrets))
    .handler(inner);
  return { handler, inner };
}

const request = (headers: Record<string, string>) =>
  ({ headers, body: 'not json' }) as unknown as APIGatewayProxyEventV2;

// Braces: a function returned from beforeEach would run as a teardown.
beforeEach(() => {
  vi.mocked(crypto.timingSafeEqual).mockClear();
});

describe('verifyOrigin', () => {
  it.each([
    ['without the header', {}],
    ['with an empty header', { 'x-origin-verify': '' }],
    ['with a wrong value', { 'x-origin-verify': 'guessed-origin-secret' }],
    ['with a prefix of the value', { 'x-origin-verify': SECRET.slice(0, 8) }],
  ])(
    'refuses a request %s with 403, before the handler runs',
    async (_, headers) => {
      // Arrange
      const { handler, inner } = chain();
      // Act
      const response = (await handler(request(headers), context)) as Result;
      // Assert
      expect(response.statusCode).toBe(403);
      expect(JSON.parse(response.body ?? '')).toEqual({
        error: { code: 'FORBIDDEN', message: 'Forbidden' },
      });
      expect(inner).not.toHaveBeenCalled();
    },
  );

  it('lets the right value through', async () => {
    // Arrange
    const { handler, inner } = chain();
    // Act
    const response = (await handler(
      request({ 'x-origin-verify': SECRET }),
      context,
    )) as Result;
    // Assert
    expect(response.statusCode).toBe(200);
    expect(inner).toHaveBeenCalledOnce();
  });

  it('accepts the previous value too while a rotation reaches CloudFront', async () => {
    // Arrange
    const { handler } = chain([SECRET, PREVIOUS]);
    // Act
    const response = (await handler(
      request({ 'x-origin-verify': PREVIOUS }),
      context,
    )) as Result;
    // Assert
    expect(response.statusCode).toBe(200);
  });

  it('compares in constant time against every accepted value', async () => {
    // Arrange
    const { handler } = chain([SECRET, PREVIOUS]);
    // Act
    await handler(request({ 'x-origin-verify': SECRET }), context);
    // Assert: equal-length digests, both values checked despite a match.
    const calls = vi.mocked(crypto.timingSafeEqual).mock.calls;
    expect(calls).toHaveLength(2);
    for (const [a, b] of calls) expect(a.byteLength).toBe(b.byteLength);
  });

  it('never puts the expected value in the response', async () => {
    // Arrange
    const { handler } = chain();
    // Act
    const response = (await handler(
      request({ 'x-origin-verify': 'wrong' }),
      context,
    )) as Result;
    // Assert
    expect(JSON.stringify(response)).not.toContain(SECRET);
  });
});
