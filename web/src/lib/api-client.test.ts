import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client';
import { reasonOf } from './api-reason';

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json(body, { status }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and idempotency key it is given', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    const result = await apiRequest('PUT', '/admin/settings', {
      body: { a: 1 },
      accessToken: 'tok',
      idempotencyKey: 'key-1',
    });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/settings');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer tok',
      'idempotency-key': 'key-1',
      'content-type': 'application/json',
    });
  });

  it('throws an ApiRequestError naming the field of a 4xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: { code: 'VALIDATION', field: 'postcode', message: 'bad' },
      }),
    );
    const error = await apiRequest<never>('POST', '/callbacks').catch(
      (e: unknown) => e as ApiRequestError,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(400);
    expect(error.error?.field).toBe('postcode');
    expect(error.message).toBe('bad');
  });

  it("carries a busy answer's Retry-After in seconds", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'UNAVAILABLE', message: 'busy' } },
          { status: 503, headers: { 'retry-after': '1' } },
        ),
      ),
    );
    const error = await apiRequest<never>('POST', '/compare').catch(
      (e: unknown) => e as ApiRequestError,
    );
    expect(error.status).toBe(503);
    expect(error.retryAfterSeconds).toBe(1);
  });

  it('still throws with the status when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gateway down', { status: 502 })),
    );
    const error = await apiRequest<never>('GET', '/plans').catch(
      (e: unknown) => e as ApiRequestError,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.error?.field).toBeUndefined();
    expect(error.message).toBe('Request failed with 502');
  });
});

describe('reasonOf', () => {
  it('drops the field name the API starts its message with, for a person to read', () => {
    const error = new ApiRequestError(400, {
      code: 'VALIDATION',
      message: 'email: E-mail is required',
      field: 'email',
    });
    expect(reasonOf(error)).toBe('E-mail is required');
    expect(error.message).toBe('email: E-mail is required');
  });

  it('keeps a message that does not start with its field', () => {
    const error = new ApiRequestError(429, {
      code: 'RATE_LIMITED',
      message: 'Too many requests: try again in a minute',
    });
    expect(reasonOf(error)).toBe('Too many requests: try again in a minute');
  });
});
