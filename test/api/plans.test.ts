import { afterAll, describe, expect, it } from 'vitest';
import { planKey } from '#data/keys';
import type { ListPlansResponse } from '#shared/contracts/plans';
import { listPlansResponseSchema } from '#shared/contracts/plans';
import { call } from '#test-support/http';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

describe('GET /api/plans', () => {
  it('lists active plans ordered by retailer then plan name', async () => {
    // Act
    const response = await call<ListPlansResponse>('GET', '/api/plans');
    // Assert
    expect(response.status).toBe(200);
    const { plans } = listPlansResponseSchema.parse(response.body);
    expect(plans.length).toBeGreaterThanOrEqual(5);
    const keys = plans.map((p) => `${p.retailer}\u0000${p.planName}`);
    const collator = new Intl.Collator('en-AU', {
      sensitivity: 'base',
      numeric: true,
    });
    expect(keys).toEqual([...keys].sort(collator.compare));
    expect(plans.every((p) => p.isActive)).toBe(true);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves out a plan that is stored but inactive', async () => {
    // Arrange: an inactive plan carries no active-plans index key.
    await table.put({
      ...planKey('TEST-INACTIVE'),
      entity: 'Plan',
      id: 'TEST-INACTIVE',
      retailer: 'AAA Retired Retailer',
      planName: 'Old Plan',
      isActive: false,
    });
    // Act
    const response = await call<ListPlansResponse>('GET', '/api/plans');
    // Assert
    expect(response.body.plans.map((p) => p.id)).not.toContain('TEST-INACTIVE');
    const one = await call('GET', '/api/plans/TEST-INACTIVE');
    expect(one.status).toBe(404);
  });
});
