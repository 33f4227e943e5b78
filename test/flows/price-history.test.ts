import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanHistoryResponse } from '#shared/contracts/plan-history';
import { pointAtStackTable } from '#test-support/handler-env';
import { call } from '#test-support/http';
import {
  type CdrSource,
  startCdrSource,
} from '../../infra/local/cdr/cdr-source.ts';
import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';
import type { CdrPlanData } from '../../infra/local/cdr/plan-data.ts';
import { publishedChanges } from '../../infra/local/cdr/published-changes.ts';
import { raisePriceRoute } from '../../infra/local/cdr/raise-price-route.ts';

pointAtStackTable();
const { createCdrPlanSource } = await import('#adapters/cdr/cdr-plan-source');
const { runPriceUpdate } = await import('#use-cases/plans/import-plans');
const { newRun } = await import('#use-cases/plans/price-update-run');
const { catalogueSnapshots, planCatalogueStore, priceUpdateRuns } =
  await import('#wiring/plan-catalogue-store');

// A brand of our own, so these runs move no other suite's plans.
const BRAND = 'test-history';
const PLAN_ID = `TEST-HISTORY-${Date.now()}`;
const template = fixturePlans.find(
  (p) => p.planId === 'ORI810201MRE1@EME',
) as CdrPlanData;
const plan: CdrPlanData = {
  ...template,
  planId: PLAN_ID,
  brand: BRAND,
  brandName: 'Test History Energy',
  displayName: 'History test plan',
};
// Keeps the brand's list from coming back empty once the plan is withdrawn.
const companion: CdrPlanData = {
  ...plan,
  planId: `${PLAN_ID}-COMPANION`,
  displayName: 'History companion plan',
};

let source: CdrSource;
let devRoute: Server;
let run = 0;
let clockTime = Date.parse('2026-11-20T00:00:00Z');
const clock = {
  now: () => {
    clockTime += 1000;
    return new Date(clockTime);
  },
};

/** Refresh Prices as the import job runs it, over this suite's brand. */
const refreshPrices = () => {
  run += 1;
  const id = `RUN-HISTORY-${Date.now()}-${run}`;
  return runPriceUpdate(
    {
      source: createCdrPlanSource({
        brands: source.brands.filter((b) => b.brand === BRAND),
        timeoutMs: 2000,
        retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
      }),
      plans: planCatalogueStore,
      runs: priceUpdateRuns,
      catalogue: catalogueSnapshots,
      clock,
      ids: { next: () => id },
    },
    newRun(id, 'manual', clock.now()),
  );
};

/** The local CDR source's dev route, served over this suite's source. */
const raisePrice = async (percent: number) => {
  const { port } = devRoute.address() as AddressInfo;
  const response = await fetch(
    `http://127.0.0.1:${port}/_dev/cdr/raise-price`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ planId: PLAN_ID, percent }),
    },
  );
  expect(response.status).toBe(200);
};

const history = async () => {
  const response = await call<PlanHistoryResponse>(
    'GET',
    `/api/plans/${encodeURIComponent(PLAN_ID)}/history`,
  );
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(async () => {
  source = await startCdrSource({ port: 0, plans: [plan, companion] });
  const route = raisePriceRoute(source, publishedChanges(undefined));
  devRoute = createServer((request, response) => void route(request, response));
  await new Promise<void>((done) => devRoute.listen(0, '127.0.0.1', done));
  expect(await refreshPrices()).toMatchObject({ plansAdded: 2 });
});
afterAll(async () => {
  await source.stop();
  await new Promise((done) => devRoute.close(done));
});

describe('price history, on the local stack', () => {
  it('grows by exactly one version when a plan gets dearer, saying what rose', async () => {
    const before = await history();
    expect(before.versions).toHaveLength(1);
    await raisePrice(15);
    expect(await refreshPrices()).toMatchObject({
      status: 'completed',
      plansUpdated: 1,
    });
    const after = await history();
    expect(after.versions).toHaveLength(2);
    const [first, second] = after.versions;
    expect(first?.to).toBe(second?.from);
    expect(second?.changes?.length).toBeGreaterThan(0);
    expect(second?.changes?.every((c) => c.direction === 'up')).toBe(true);
    expect(second?.annualCostIncGst).toBeGreaterThan(
      first?.annualCostIncGst ?? Number.POSITIVE_INFINITY,
    );
    expect(after.lastPriceChange).toBe(second?.from);
  });

  it('adds none on a second update with no change', async () => {
    expect(await refreshPrices()).toMatchObject({
      status: 'completed',
      plansUnchanged: 2,
    });
    expect((await history()).versions).toHaveLength(2);
  });

  it('adds none when the same content is published again with a new date', async () => {
    const current = source.getPlan(PLAN_ID) as CdrPlanData;
    source.putPlan({ ...current, lastUpdated: new Date().toISOString() });
    expect(await refreshPrices()).toMatchObject({ plansUpdated: 1 });
    expect((await history()).versions).toHaveLength(2);
  });

  it('keeps the history of a plan the retailer withdraws', async () => {
    const current = source.getPlan(PLAN_ID) as CdrPlanData;
    source.putPlan({
      ...current,
      effectiveTo: new Date(Date.now() - 86_400_000).toISOString(),
      lastUpdated: new Date().toISOString(),
    });
    expect(await refreshPrices()).toMatchObject({ plansDeactivated: 1 });
    const kept = await history();
    expect(kept.isActive).toBe(false);
    expect(kept.versions).toHaveLength(2);
  });
});
