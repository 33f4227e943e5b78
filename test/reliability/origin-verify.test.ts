import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { callbackForm } from '#test-support/builders';
import { originHeaders } from '#test-support/handler-env';
import { call, type ErrorBody } from '#test-support/http';
import { randomViewerAddress } from '#test-support/viewer-address';

/** A call-back straight to the API, as a caller of the execute-api URL. */
async function direct(headers: Record<string, string>) {
  const response = await fetch(`${inject('apiUrl')}/api/callbacks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'cloudfront-viewer-address': randomViewerAddress(),
      ...headers,
    },
    body: JSON.stringify(callbackForm()),
  });
  return {
    status: response.status,
    body: (await response.json()) as ErrorBody,
  };
}

describe('the API outside CloudFront', () => {
  it.each([
    ['without the origin header', {}],
    [
      'with a guessed origin header',
      { 'x-origin-verify': 'guessed-value-0000' },
    ],
  ])(
    'refuses a direct call %s with 403, whatever viewer address it claims',
    async (_, headers) => {
      // Act
      const response = await direct(headers);
      // Assert
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('FORBIDDEN');
    },
  );

  it('answers a direct call carrying the origin secret (the check is the header)', async () => {
    // Act
    const response = await direct(originHeaders);
    // Assert
    expect(response.status).toBe(201);
  });

  it('serves the same call through the local CloudFront, which replaces a forged header', async () => {
    // Act
    const response = await call('POST', '/api/callbacks', {
      json: callbackForm(),
      headers: {
        'idempotency-key': randomUUID(),
        'x-origin-verify': 'forged-by-the-browser',
      },
    });
    // Assert
    expect(response.status).toBe(201);
  });
});
