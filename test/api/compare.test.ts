import { afterAll, describe, expect, it } from 'vitest';
import { leadCounterKey, leadKey } from '#data/keys';
import type {
  CompareRequestInput,
  CompareResponse,
} from '#shared/contracts/compare';
import type { CostBreakdown } from '#shared/domain/costs/breakdown';
import { call } from '#test-support/http';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

const compare = (
  body: Partial<CompareRequestInput> & Record<string, unknown>,
) =>
  call<CompareResponse>('POST', '/api/compare', {
    json: {
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
      ...body,
    },
  });

const costs = (r: CompareResponse) => r.plans.map((p) => p.annualCostIncGst);

describe('POST /api/compare', () => {
  it('ranks the plans sold at the postcode, cheapest first, with costs and estimates', async () => {
    // Act
    const { status, body } = await compare({});
    // Assert
    expect(status).toBe(200);
    expect(body.plans.length).toBeGreaterThan(2);
    expect(costs(body)).toEqual([...costs(body)].sort((a, b) => a - b));
    expect(body.plans[0]?.isBestValue).toBe(true);
    expect(body.plans.filter((p) => p.isBestValue)).toHaveLength(1);
    for (const result of body.plans) {
      expect(result.plan.energyType).toBe('Electricity');
      expect(result.plan.customerType).toBe('Residential');
      expect(result.plan.availableStates).toContain('NSW');
      expect(result.monthlyEstimateDollars).toBeCloseTo(
        result.annualCostIncGst / 12,
        1,
      );
      expect(result.annualSavingsDollars).toBe(
        Math.max(
          0,
          Math.round(
            ((body.savingsBasis?.annualCostIncGst ?? Number.NaN) -
              result.annualCostIncGst) *
              100,
          ) / 100,
        ),
      );
      expect(result.breakdown).toBeTypeOf('object');
    }
    expect(body.usage).toEqual({ annualKwh: 4800, monthlyKwh: 400, days: 365 });
  });

  it("keeps the NSW badge for Canberra but matches Canberra's plans", async () => {
    const { body } = await compare({ postcode: '2600' });
    expect(body.badgeState).toBe('NSW');
    expect(body.matchedState).toBe('ACT');
    expect(body.plans.length).toBeGreaterThan(0);
    expect(
      body.plans.every((p) => p.plan.availableStates.includes('ACT')),
    ).toBe(true);
  });

  it('asks which network when two serve the postcode, showing plans of both until chosen', async () => {
    // Act
    const open = await compare({ postcode: '2113' });
    const chosen = await compare({ postcode: '2113', network: 'Endeavour' });
    // Assert
    expect(open.body.needsNetworkChoice).toBe(true);
    expect(open.body.networks.map((n) => n.name).sort()).toEqual([
      'Ausgrid',
      'Endeavour Energy',
    ]);
    const openNetworks = new Set(
      open.body.plans.flatMap((p) => p.plan.networks),
    );
    expect(openNetworks).toEqual(new Set(['Ausgrid', 'Endeavour Energy']));
    expect(chosen.body.needsNetworkChoice).toBe(false);
    expect(chosen.body.plans.length).toBeGreaterThan(0);
    expect(
      chosen.body.plans.every((p) =>
        p.plan.networks.includes('Endeavour Energy'),
      ),
    ).toBe(true);
  });

  it('applies the plan type, green and exit fee filters', async () => {
    const green = await compare({
      postcode: '3000',
      filters: { greenOnly: true },
    });
    const noExit = await compare({ filters: { noExitFee: true } });
    const fixed = await compare({ filters: { planType: 'Fixed' } });
    expect(green.body.plans.every((p) => p.plan.greenEnergyPercent >= 50)).toBe(
      true,
    );
    expect(
      noExit.body.plans.every((p) => ['None', '$0'].includes(p.plan.exitFees)),
    ).toBe(true);
    expect(fixed.body.plans.every((p) => p.plan.planType === 'Fixed')).toBe(
      true,
    );
  });

  it('sorts by green energy and puts popular retailers first without hiding others', async () => {
    const byGreen = await compare({ sort: 'green' });
    const popular = await compare({ sort: 'popular' });
    const all = await compare({});
    const greens = byGreen.body.plans.map((p) => p.plan.greenEnergyPercent);
    expect(greens).toEqual([...greens].sort((a, b) => b - a));
    const flags = popular.body.plans.map((p) => p.plan.isPopular);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(popular.body.plans.length).toBe(all.body.plans.length);
  });

  it('prices gas plans in MJ for a gas comparison', async () => {
    const { body } = await compare({
      postcode: '3030',
      energyType: 'Gas',
      usage: { kind: 'monthlyKwh', monthlyKwh: 1200 },
    });
    expect(body.plans.length).toBeGreaterThan(0);
    for (const result of body.plans) {
      expect(result.plan.energyType).toBe('Gas');
      // The breakdown prices megajoules: a year of 1,200 MJ a month
      // (a few days either way for the profile's calendar).
      const breakdown = result.breakdown as CostBreakdown;
      expect(breakdown.unit).toBe('MJ');
      const priced = breakdown.usage.reduce((sum, l) => sum + l.quantity, 0);
      expect(priced).toBeGreaterThan(1200 * 11.9);
      expect(priced).toBeLessThan(1200 * 12.1);
    }
  });

  it('measures savings against the bill when one is given', async () => {
    const { body } = await compare({
      usage: { kind: 'monthlyBill', monthlyBillDollars: 200 },
    });
    expect(body.usage.monthlyKwh).toBe(800);
    const best = body.plans[0];
    expect(best?.annualSavingsDollars).toBeCloseTo(
      Math.max(0, 2400 - (best?.annualCostIncGst ?? 0)),
      1,
    );
  });

  it('prices real half-hourly readings and annualises them', async () => {
    // A week of readings: 0.5 kWh every half-hour is 24 kWh a day.
    const importKwh = Array.from({ length: 7 * 48 }, () => 0.5);
    const { status, body } = await compare({
      usage: {
        kind: 'intervals',
        startDate: '2026-06-01',
        intervalMinutes: 30,
        importKwh,
      },
    });
    expect(status).toBe(200);
    expect(body.usage).toEqual({ annualKwh: 8760, monthlyKwh: 730, days: 7 });
  });

  it('calls less than 330 days of readings estimated and names the period, a year of them exact', async () => {
    const readings = (days: number) =>
      compare({
        usage: {
          kind: 'intervals',
          startDate: '2026-01-01',
          intervalMinutes: 30,
          importKwh: Array.from({ length: days * 48 }, () => 0.4),
        },
      });
    const month = (await readings(31)).body.plans;
    expect(month.length).toBeGreaterThan(0);
    for (const result of month) {
      expect(result.confidence).not.toBe('exact');
      expect(result.diagnostics[0]).toBe(
        '31 days of readings, scaled to a year.',
      );
    }
    const year = (await readings(365)).body.plans;
    expect(year.some((result) => result.confidence === 'exact')).toBe(true);
    expect(
      year.some((result) => result.diagnostics.some((d) => /scaled/.test(d))),
    ).toBe(false);
  });

  it('saves one inquiry per Compare Plans action, however often it recomputes', async () => {
    // Arrange
    const before = await table.leadCount('inquiry');
    const inquiry = {
      comparisonId: crypto.randomUUID(),
      name: 'Alex',
      // A phone of its own: a phone seen before would join that inquiry.
      phone: `04${Math.random().toString().slice(2, 10)}`,
    };
    // Act
    const first = await compare({ inquiry });
    const resorted = await compare({ inquiry, sort: 'green' });
    const refiltered = await compare({ inquiry, filters: { noExitFee: true } });
    const without = await compare({});
    // Assert
    expect(first.body.inquiryId).not.toBeNull();
    expect(resorted.body.inquiryId).toBe(first.body.inquiryId);
    expect(refiltered.body.inquiryId).toBe(first.body.inquiryId);
    expect(without.body.inquiryId).toBeNull();
    // Usage known (+20) and a phone (+25) on top of the base 20.
    const stored = await table.get(leadKey(first.body.inquiryId ?? ''));
    expect(stored?.leadQualityScore).toBeGreaterThanOrEqual(65);
    expect(Number((await table.get(leadCounterKey('inquiry')))?.count)).toBe(
      before + 1,
    );
  });

  it.each([
    ['postcode', { postcode: '200' }],
    ['postcode', { postcode: 'abcd' }],
    ['usage', { usage: undefined }],
    ['usage.monthlyKwh', { usage: { kind: 'monthlyKwh', monthlyKwh: -5 } }],
    ['energyType', { energyType: 'Coal' }],
    ['sort', { sort: 'cheapest' }],
    [
      'usage',
      {
        usage: {
          kind: 'intervals',
          startDate: '2026-06-01',
          intervalMinutes: 30,
          importKwh: Array(50).fill(0.1),
        },
      },
    ],
  ])('rejects a bad %s with 400 naming it', async (field, body) => {
    const response = await call<{ error: { field: string } }>(
      'POST',
      '/api/compare',
      {
        json: {
          postcode: '2000',
          usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
          ...body,
        },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
  });
});

describe('GET /api/plans/{id} and /api/rates', () => {
  it('returns an active plan and 404 for an unknown one', async () => {
    const { body } = await compare({});
    const id = body.plans[0]?.plan.id ?? '';
    const found = await call<{ plan: { id: string } }>(
      'GET',
      `/api/plans/${encodeURIComponent(id)}`,
    );
    const missing = await call<{ error: { code: string } }>(
      'GET',
      '/api/plans/NO-SUCH-PLAN',
    );
    expect(found.status).toBe(200);
    expect(found.body.plan.id).toBe(id);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('lists the rates with the newest price update', async () => {
    const { status, body } = await call<{
      plans: unknown[];
      latestUpdate: { status: string };
    }>('GET', '/api/rates?state=NSW&limit=100');
    expect(status).toBe(200);
    expect(body.plans.length).toBeGreaterThan(3);
    expect(body.latestUpdate.status).toBe('completed');
  });
});

describe('paging the results', () => {
  it('returns every matching plan a page at a time, in one order', async () => {
    // Arrange
    const all = await compare({ pageSize: 200 });
    const total = all.body.totalPlans;
    // Act
    const first = await compare({ pageSize: 2, page: 1 });
    const second = await compare({ pageSize: 2, page: 2 });
    // Assert
    expect(total).toBe(all.body.plans.length);
    expect(first.body).toMatchObject({
      totalPlans: total,
      page: 1,
      pageSize: 2,
    });
    const ids = [...first.body.plans, ...second.body.plans].map(
      (p) => p.plan.id,
    );
    expect(ids).toEqual(all.body.plans.slice(0, 4).map((p) => p.plan.id));
    expect(first.body.plans[0]?.isBestValue).toBe(true);
    expect(second.body.plans.some((p) => p.isBestValue)).toBe(false);
  });
});
