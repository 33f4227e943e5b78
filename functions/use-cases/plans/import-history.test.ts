import { describe, expect, it } from 'vitest';
import {
  anytimePeriod,
  type Json,
  singleRateNsw,
} from '#shared/domain/costs/fixtures/plan-documents';
import { inMemoryPlanCatalogue } from '#test-support/in-memory-plan-catalogue';
import type { PlanListItem, PlanSource } from '../ports-cdr.ts';
import { importBrand } from './import-brand.ts';
import { RunTally } from './price-update-run.ts';

const BRAND = { brand: 'test', displayName: 'Test', baseUri: 'http://x' };
const PLAN = 'TST-SR-NSW';

/** The fixture plan as published at `lastUpdated` with `supply` $/day ex GST. */
function published(lastUpdated: string, supply = '1.00'): Json {
  const data = singleRateNsw.data as Json;
  return {
    ...data,
    lastUpdated,
    electricityContract: {
      ...(data.electricityContract as Json),
      tariffPeriod: [anytimePeriod(supply)],
    },
  };
}

/** A source listing what `plans` holds now. */
function sourceOf(plans: Map<string, Json>): PlanSource {
  return {
    listBrands: async () => [BRAND],
    async *listPlans() {
      for (const data of plans.values())
        yield {
          planId: String(data.planId),
          brand: 'test',
          brandName: 'Test',
          type: 'MARKET',
          fuelType: 'ELECTRICITY',
          lastUpdated: String(data.lastUpdated),
        } satisfies PlanListItem;
    },
    getPlanDetail: async (_brand, id) => ({ data: plans.get(id) }),
  };
}

async function importNow(
  catalogue: ReturnType<typeof inMemoryPlanCatalogue>,
  plans: Map<string, Json>,
  at: string,
) {
  const stored = new Map<string, never>();
  for await (const plan of catalogue.store.activePlanVersions())
    stored.set(plan.id, plan as never);
  const tally = new RunTally();
  await importBrand({
    source: sourceOf(plans),
    store: catalogue.store,
    brand: BRAND,
    stored,
    seen: new Set(),
    tally,
    now: new Date(at),
    detailConcurrency: 2,
    deactivateMissing: true,
  });
  return tally.finish(
    {
      id: 'R',
      trigger: 'manual',
      status: 'running',
      startedAt: at,
    } as never,
    1,
    new Date(at),
  );
}

describe('the import keeps every published version', () => {
  it('writes a first version with no changes when it first sees a plan', async () => {
    const catalogue = inMemoryPlanCatalogue();
    await importNow(
      catalogue,
      new Map([[PLAN, published('2026-01-01T00:00:00Z')]]),
      '2026-01-02T00:00:00Z',
    );
    expect(catalogue.versions(PLAN)).toMatchObject([
      {
        version: 1,
        firstSeenAt: '2026-01-02T00:00:00.000Z',
        cdrLastUpdated: '2026-01-01T00:00:00Z',
        changes: null,
        rates: { supplyChargeDollarsPerDay: 1.1, usageCentsPerUnit: 33 },
      },
    ]);
  });

  it('appends a version saying what went up when the price changes', async () => {
    const catalogue = inMemoryPlanCatalogue();
    const plans = new Map([[PLAN, published('2026-01-01T00:00:00Z')]]);
    await importNow(catalogue, plans, '2026-01-02T00:00:00Z');
    plans.set(PLAN, published('2026-02-01T00:00:00Z', '1.20'));
    await importNow(catalogue, plans, '2026-02-02T00:00:00Z');
    const [first, second] = catalogue.versions(PLAN);
    expect(first?.rates.supplyChargeDollarsPerDay).toBe(1.1);
    expect(second).toMatchObject({
      version: 2,
      firstSeenAt: '2026-02-02T00:00:00.000Z',
      changes: [
        { label: 'Daily supply charge', direction: 'up', from: 1.1, to: 1.32 },
      ],
    });
  });

  it('adds no version when the CDR re-publishes the same content', async () => {
    const catalogue = inMemoryPlanCatalogue();
    const plans = new Map([[PLAN, published('2026-01-01T00:00:00Z')]]);
    await importNow(catalogue, plans, '2026-01-02T00:00:00Z');
    plans.set(PLAN, published('2026-03-01T00:00:00Z'));
    const run = await importNow(catalogue, plans, '2026-03-02T00:00:00Z');
    expect(run.plansUpdated).toBe(1);
    expect(catalogue.versions(PLAN)).toHaveLength(1);
  });

  it('keeps the history of a withdrawn plan', async () => {
    const catalogue = inMemoryPlanCatalogue();
    await importNow(
      catalogue,
      new Map([[PLAN, published('2026-01-01T00:00:00Z')]]),
      '2026-01-02T00:00:00Z',
    );
    const other = { ...published('2026-01-01T00:00:00Z'), planId: 'OTHER' };
    await importNow(
      catalogue,
      new Map([['OTHER', other]]),
      '2026-02-02T00:00:00Z',
    );
    expect(catalogue.plans.get(PLAN)?.isActive).toBe(false);
    expect(catalogue.versions(PLAN)).toHaveLength(1);
  });

  it('keeps the stored tariff of a plan from before history began as version 1', async () => {
    const catalogue = inMemoryPlanCatalogue();
    const plans = new Map([[PLAN, published('2026-01-01T00:00:00Z')]]);
    await importNow(catalogue, plans, '2026-01-02T00:00:00Z');
    catalogue.versions(PLAN).length = 0;
    plans.set(PLAN, published('2026-02-01T00:00:00Z', '0.90'));
    await importNow(catalogue, plans, '2026-02-02T00:00:00Z');
    expect(catalogue.versions(PLAN)).toMatchObject([
      { version: 1, changes: null, rates: { supplyChargeDollarsPerDay: 1.1 } },
      { version: 2, changes: [{ direction: 'down', from: 1.1, to: 0.99 }] },
    ]);
  });
});
