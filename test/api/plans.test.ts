import { afterAll, describe, expect, it } from 'vitest';
import { planKey } from '#data/keys';
import {
  type PlanListPage,
  planListPageSchema,
} from '#shared/contracts/plan-lists';
import { stateOfNetwork } from '#shared/domain/networks';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

const list = (query: string) =>
  call<PlanListPage>('GET', `/api/plans?${query}`);

describe('GET /api/plans', () => {
  it('lists one state’s active plans ordered by retailer then plan name', async () => {
    // Act
    const response = await list('state=NSW&limit=100');
    // Assert
    expect(response.status).toBe(200);
    const { plans, total, nextCursor } = planListPageSchema.parse(
      response.body,
    );
    expect(plans.length).toBeGreaterThanOrEqual(5);
    expect(total).toBe(plans.length);
    expect(nextCursor).toBeNull();
    const keys = plans.map((p) => `${p.retailer}\u0000${p.planName}`);
    const collator = new Intl.Collator('en-AU', {
      sensitivity: 'base',
      numeric: true,
    });
    expect(keys).toEqual([...keys].sort(collator.compare));
    expect(plans.every((p) => p.isActive)).toBe(true);
    expect(
      plans.every(
        (p) =>
          p.energyType === 'Electricity' &&
          p.customerType === 'Residential' &&
          p.availableStates.includes('NSW'),
      ),
    ).toBe(true);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('pages with a cursor through the whole list in one order', async () => {
    // Arrange
    const whole = await list('state=VIC&limit=100');
    // Act
    const pages: string[] = [];
    let cursor: string | null = '';
    let requests = 0;
    while (cursor !== null && requests < 50) {
      const page = await list(
        `state=VIC&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      requests += 1;
      pages.push(...page.body.plans.map((p) => p.id));
      cursor = page.body.nextCursor;
    }
    // Assert
    expect(whole.body.total).toBeGreaterThan(2);
    expect(pages).toEqual(whole.body.plans.map((p) => p.id));
    expect(requests).toBe(Math.ceil(whole.body.total / 2));
  });

  it('lists only the networks serving a postcode, for gas too', async () => {
    // Act
    const gas = await list('postcode=3000&energyType=Gas&limit=100');
    const business = await list('state=VIC&customerType=Business&limit=100');
    // Assert
    expect(gas.status).toBe(200);
    expect(gas.body.state).toBe('VIC');
    expect(gas.body.plans.length).toBeGreaterThan(0);
    expect(gas.body.plans.every((p) => p.energyType === 'Gas')).toBe(true);
    expect(
      gas.body.plans.every((p) =>
        p.networks.every((n) => stateOfNetwork(n) === 'VIC'),
      ),
    ).toBe(true);
    expect(
      business.body.plans.every((p) => p.customerType === 'Business'),
    ).toBe(true);
  });

  it.each([
    ['', 'state'],
    ['state=XX', 'state'],
    ['postcode=30', 'postcode'],
    ['state=NSW&limit=1000', 'limit'],
    ['state=NSW&cursor=not-a-cursor', 'cursor'],
    ['state=NSW&colour=red', 'colour'],
  ])('answers 400 naming the field for "%s"', async (query, field) => {
    const response = await call<ErrorBody>('GET', `/api/plans?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
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
    const response = await list('state=NSW&limit=100');
    // Assert
    expect(response.body.plans.map((p) => p.id)).not.toContain('TEST-INACTIVE');
    const one = await call('GET', '/api/plans/TEST-INACTIVE');
    expect(one.status).toBe(404);
  });
});
