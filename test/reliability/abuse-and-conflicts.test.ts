import { beforeAll, describe, expect, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { callbackForm } from '#test-support/builders';
import { call, type ErrorBody } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';

let token = '';
beforeAll(async () => {
  token = await staffToken();
});

describe('public form abuse', () => {
  it('answers a body over 16 KB with 413 in the error shape', async () => {
    // Arrange
    const form = callbackForm({ message: 'x'.repeat(17 * 1024) });
    // Act
    const response = await call<ErrorBody>('POST', '/api/callbacks', {
      json: form,
    });
    // Assert
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a body that is not JSON with 400', async () => {
    // Arrange
    const body = '{"name": "Priya", ';
    // Act
    const response = await call<ErrorBody>('POST', '/api/callbacks', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    // Assert
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('INVALID_JSON');
  });

  const usage = { kind: 'monthlyKwh', monthlyKwh: 300 };
  it.each([
    ['/api/callbacks', 'isAdmin', callbackForm({ isAdmin: true })],
    [
      '/api/contact-messages',
      'extra',
      { name: 'Mia', email: 'mia@example.com', message: 'Hi', extra: 1 },
    ],
    [
      '/api/inquiries',
      'leadQualityScore',
      {
        name: 'Sam',
        phone: '0400 111 222',
        postcode: '2000',
        leadQualityScore: 100,
      },
    ],
    [
      '/api/subscriptions',
      'status',
      { email: 'sub@example.com', status: 'unsubscribed' },
    ],
    [
      '/api/subscriptions/unsubscribe',
      'email',
      { token: 'a'.repeat(43), email: 'someone@example.com' },
    ],
    ['/api/compare', 'debug', { postcode: '3000', usage, debug: true }],
    [
      '/api/compare',
      'inquiry.status',
      {
        postcode: '3000',
        usage,
        inquiry: { comparisonId: 'cmp-12345678', status: 'won' },
      },
    ],
    [
      '/api/client-events',
      'email',
      { type: 'not_found', path: '/x', email: 'a@b.co' },
    ],
    ['/api/price-updates', 'force', { manual: true, force: true }],
  ])(
    'refuses a field the page never sends on %s (%s) with 400 naming it',
    async (path, field, json) => {
      // Act
      const response = await call<ErrorBody>('POST', path, { json });
      // Assert
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION');
      expect(response.body.error.field).toBe(field);
    },
  );
});

describe('concurrent staff updates of one record', () => {
  it('lets exactly one win and answers the other 409', async () => {
    // Arrange
    const id = await seedLead('callback');
    const move = () =>
      callAs<ErrorBody>(
        token,
        'PATCH',
        `/api/admin/leads/callback/${id}/status`,
        { from: 'pending', to: 'completed' },
      );
    // Act
    const results = await Promise.all([move(), move()]);
    // Assert
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.body.error.code).toBe('CONFLICT');
  });
});
