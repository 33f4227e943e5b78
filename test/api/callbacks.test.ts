import { afterAll, describe, expect, it } from 'vitest';
import { leadKey } from '#data/keys';
import { callbackForm } from '#test-support/builders';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';

interface Created {
  id: string;
  status: string;
  createdAt: string;
}

const table = tableClient();
afterAll(() => table.close());

describe('POST /api/callbacks', () => {
  it('stores a valid request as pending and answers 201', async () => {
    // Arrange
    const form = callbackForm({ email: 'Mixed.Case@Example.com' });
    // Act
    const response = await call<Created>('POST', '/api/callbacks', {
      json: form,
    });
    // Assert
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending' });
    const stored = await table.get(leadKey(response.body.id));
    expect(stored).toMatchObject({
      entity: 'CallbackRequest',
      name: form.name,
      email: 'mixed.case@example.com',
      phone: form.phone,
      postcode: '3121',
      preferredTime: 'morning',
      currentRetailer: 'AGL',
      hasGas: 'yes',
      hasSolar: 'planning',
      status: 'pending',
    });
  });

  it("replaces the retailer 'other' with the custom text", async () => {
    const form = callbackForm({
      currentRetailer: 'other',
      customRetailer: 'Tiny Power Co',
    });
    const response = await call<Created>('POST', '/api/callbacks', {
      json: form,
    });
    expect(response.status).toBe(201);
    const stored = await table.get(leadKey(response.body.id));
    expect(stored?.currentRetailer).toBe('Tiny Power Co');
    expect(stored).not.toHaveProperty('customRetailer');
  });

  it('accepts a request with only name, phone and e-mail', async () => {
    const { name, phone, email } = callbackForm();
    const response = await call<Created>('POST', '/api/callbacks', {
      json: { name, phone, email },
    });
    expect(response.status).toBe(201);
    const stored = await table.get(leadKey(response.body.id));
    expect(stored).toMatchObject({ postcode: '', preferredTime: 'anytime' });
  });

  it.each([
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['phone', { phone: undefined }],
    ['phone', { phone: 'call me' }],
    ['email', { email: undefined }],
    ['email', { email: 'not-an-email' }],
    ['postcode', { postcode: '30000' }],
    ['postcode', { postcode: 'ab' }],
    ['preferredTime', { preferredTime: 'midnight' }],
    ['hasGas', { hasGas: 'maybe' }],
    ['hasSolar', { hasSolar: 'lots' }],
    ['customRetailer', { currentRetailer: 'other', customRetailer: '' }],
    ['message', { message: 'x'.repeat(2001) }],
  ])(
    'rejects a bad %s with 400 naming the field, storing nothing',
    async (field, overrides) => {
      // Arrange
      const before = await table.leadCount('callback');
      // Act
      const response = await call<ErrorBody>('POST', '/api/callbacks', {
        json: callbackForm(overrides),
      });
      // Assert
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION', field });
      expect(response.body.error.message).not.toBe('');
      expect(await table.leadCount('callback')).toBe(before);
    },
  );

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'name=Jo&phone=0412'],
    // A cross-site form can send JSON text as text/plain, with no preflight.
    ['text/plain JSON', 'text/plain', JSON.stringify(callbackForm())],
  ])(
    'answers %s with 415 naming the header and stores nothing',
    async (_, contentType, body) => {
      // Arrange
      const before = await table.leadCount('callback');
      // Act
      const response = await call<ErrorBody>('POST', '/api/callbacks', {
        body,
        headers: { 'content-type': contentType },
      });
      // Assert
      expect(response.status).toBe(415);
      expect(response.body.error).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        field: 'content-type',
      });
      expect(await table.leadCount('callback')).toBe(before);
    },
  );

  it('rejects a JSON body that is not an object with 400', async () => {
    const response = await call<ErrorBody>('POST', '/api/callbacks', {
      json: ['x'],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION');
  });

  it('rejects a body over 16 KB with 413', async () => {
    const response = await call<ErrorBody>('POST', '/api/callbacks', {
      json: callbackForm({ message: 'x'.repeat(17 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('makes one request for a repeated idempotency key', async () => {
    // Arrange
    const form = callbackForm();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const before = await table.leadCount('callback');
    // Act
    const [first, second] = await Promise.all([
      call<Created>('POST', '/api/callbacks', { json: form, headers }),
      call<Created>('POST', '/api/callbacks', { json: form, headers }),
    ]);
    const third = await call<Created>('POST', '/api/callbacks', {
      json: form,
      headers,
    });
    // Assert
    const ids = new Set([first.body.id, second.body.id, third.body.id]);
    expect(ids.size).toBe(1);
    expect(await table.leadCount('callback')).toBe(before + 1);
  });

  it('rejects a malformed idempotency key with 400', async () => {
    const response = await call<ErrorBody>('POST', '/api/callbacks', {
      json: callbackForm(),
      headers: { 'idempotency-key': 'no spaces allowed' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('idempotency-key');
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['DELETE', '/api/plans'],
    ['POST', '/api/plans/abc/def'],
  ])('%s %s answers 404 with the error shape', async (method, path) => {
    const response = await call<ErrorBody>(method, path);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});
