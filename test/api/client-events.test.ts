import { describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '#test-support/http';

describe('POST /api/client-events', () => {
  it('logs an unknown path and answers 204 with no body', async () => {
    const response = await call('POST', '/api/client-events', {
      json: { type: 'not_found', path: '/no-such-page' },
    });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
  });

  it.each([
    ['path', { type: 'not_found', path: '/search?email=a@b.co' }],
    ['path', { type: 'not_found', path: 'no-slash' }],
    ['path', { type: 'not_found', path: `/${'x'.repeat(400)}` }],
    ['type', { type: 'click', path: '/' }],
  ])('rejects a bad %s with 400', async (field, body) => {
    const response = await call<ErrorBody>('POST', '/api/client-events', {
      json: body,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
  });

  it('rejects a body over 1 KB with 413', async () => {
    const response = await call<ErrorBody>('POST', '/api/client-events', {
      json: { type: 'not_found', path: `/${'x'.repeat(2000)}` },
    });
    expect(response.status).toBe(413);
  });
});
