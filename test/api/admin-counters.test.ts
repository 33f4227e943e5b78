import { beforeAll, describe, expect, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { callbackForm } from '#test-support/builders';
import { call } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';

interface Counts {
  callbacks: number;
  inquiries: number;
  switchingRequests: number;
  subscribers: number;
}

let token = '';
const counts = async () =>
  (await callAs<Counts>(token, 'GET', '/api/admin/dashboard')).body;

beforeAll(async () => {
  token = await staffToken();
});

describe('dashboard counters', () => {
  it('count every one of many concurrent writes, of every kind', async () => {
    // Arrange
    const before = await counts();
    // Act
    await Promise.all([
      ...Array.from({ length: 15 }, () =>
        call('POST', '/api/callbacks', { json: callbackForm() }),
      ),
      ...Array.from({ length: 10 }, () => seedLead('inquiry')),
      ...Array.from({ length: 5 }, () => seedLead('switch')),
      ...Array.from({ length: 5 }, () => seedLead('subscription')),
    ]);
    // Assert
    const after = await counts();
    expect(after.callbacks - before.callbacks).toBe(15);
    expect(after.inquiries - before.inquiries).toBe(10);
    expect(after.switchingRequests - before.switchingRequests).toBe(5);
    expect(after.subscribers - before.subscribers).toBe(5);
  });

  it('drop once per deleted inquiry, however many staff delete it at once', async () => {
    // Arrange
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => seedLead('inquiry')),
    );
    const before = await counts();
    // Act: every inquiry deleted three times concurrently.
    const results = await Promise.all(
      ids.flatMap((id) =>
        Array.from({ length: 3 }, () =>
          callAs(token, 'DELETE', `/api/admin/leads/inquiry/${id}`),
        ),
      ),
    );
    // Assert
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    expect((await counts()).inquiries).toBe(before.inquiries - 4);
  });
});

describe('analytics', () => {
  it('counts leads created in the period and works out the rates', async () => {
    await seedLead('switch');
    const response = await callAs<{
      days: number;
      callbacks: number;
      switchingRequests: number;
      conversionRate: number;
    }>(token, 'GET', '/api/admin/analytics?days=7');
    expect(response.status).toBe(200);
    expect(response.body.days).toBe(7);
    expect(response.body.switchingRequests).toBeGreaterThan(0);
    expect(response.body.conversionRate).toBeGreaterThan(0);
  });

  it('rejects a period that is not offered', async () => {
    const response = await callAs<{ error: { field: string } }>(
      token,
      'GET',
      '/api/admin/analytics?days=12',
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('days');
  });
});
