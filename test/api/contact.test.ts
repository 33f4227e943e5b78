import { afterAll, describe, expect, it } from 'vitest';
import { leadKey } from '#data/keys';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mia Chen',
  email: `Mia.${Date.now()}@Example.com`,
  phone: '0412 000 111',
  subject: 'Question about solar plans',
  category: 'switching',
  message: 'Can I keep my feed-in tariff when I switch?',
  ...overrides,
});

describe('POST /api/contact-messages', () => {
  it('stores a valid message and answers 201', async () => {
    // Arrange
    const body = form();
    // Act
    const response = await call<{ id: string }>(
      'POST',
      '/api/contact-messages',
      { json: body },
    );
    // Assert
    expect(response.status).toBe(201);
    expect(await table.get(leadKey(response.body.id))).toMatchObject({
      entity: 'ContactMessage',
      name: 'Mia Chen',
      email: body.email.toLowerCase(),
      category: 'switching',
      message: body.message,
    });
  });

  it('accepts only name, e-mail and message, with category general', async () => {
    const { name, email, message } = form();
    const response = await call<{ id: string }>(
      'POST',
      '/api/contact-messages',
      { json: { name, email, message } },
    );
    expect(response.status).toBe(201);
    expect(await table.get(leadKey(response.body.id))).toMatchObject({
      category: 'general',
      phone: '',
      subject: '',
    });
  });

  it.each([
    ['name', { name: undefined }],
    ['name', { name: '  ' }],
    ['name', { name: 'x'.repeat(10 * 1024) }],
    ['email', { email: '' }],
    ['email', { email: 'nobody' }],
    ['message', { message: undefined }],
    ['category', { category: 'sales' }],
    ['phone', { phone: '1'.repeat(21) }],
  ])(
    'rejects a bad %s with 400 naming it, storing nothing',
    async (field, overrides) => {
      // Arrange
      const before = await table.leadCount('contact');
      // Act
      const response = await call<ErrorBody>('POST', '/api/contact-messages', {
        json: form(overrides),
      });
      // Assert
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION', field });
      expect(await table.leadCount('contact')).toBe(before);
    },
  );

  it('says which fields are missing in the words of the form', async () => {
    const response = await call<ErrorBody>('POST', '/api/contact-messages', {
      json: { email: 'a@b.co' },
    });
    expect(response.body.error.message).toContain(
      'Please fill in all required fields.',
    );
  });

  it('stores one message for a repeated idempotency key', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const before = await table.leadCount('contact');
    const body = form();
    const first = await call<{ id: string }>('POST', '/api/contact-messages', {
      json: body,
      headers,
    });
    const second = await call<{ id: string }>('POST', '/api/contact-messages', {
      json: body,
      headers,
    });
    expect(second.body.id).toBe(first.body.id);
    expect(await table.leadCount('contact')).toBe(before + 1);
  });
});
