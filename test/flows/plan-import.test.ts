import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlanSummary } from '#shared/contracts/plans';
import { stateOfNetwork } from '#shared/domain/networks';
import { pointAtStackTable } from '#test-support/handler-env';
import { call } from '#test-support/http';
import type { StoredBrandList } from '#use-cases/ports-cdr';
import {
  type CdrSource,
  startCdrSource,
} from '../../infra/local/cdr/cdr-source.ts';
import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';
import type { CdrPlanData } from '../../infra/local/cdr/plan-data.ts';

pointAtStackTable();
const { createCdrPlanSource } = await import('#adapters/cdr/cdr-plan-source');
const { runPriceUpdate } = await import('#use-cases/plans/import-plans');
const {
  catalogueSnapshots: catalogue,
  planCatalogueStore: plans,
  priceUpdateRuns: runLog,
} = await import('#wiring/plan-catalogue-store');
const { createBrandDiscovery } = await import(
  '#use-cases/plans/discover-brands'
);
const { createRegisterClient } = await import('#adapters/cdr/register-client');
const { newRun } = await import('#use-cases/plans/price-update-run');
const { getPlanRecord, putCatalogueEntry } = await import('#data/plans');
const { catalogueEntryFromCdr } = await import(
  '#shared/domain/plans/plan-from-cdr'
);

// Our own brand, so these runs never touch the catalogue other suites see.
const BRAND = 'test-import';
const now = Date.now();
const isCurrent = (p: CdrPlanData) =>
  Date.parse(p.effectiveFrom ?? '2000-01-01') <= now &&
  (!p.effectiveTo || Date.parse(p.effectiveTo) > now);
const template = fixturePlans
  .filter((p) => p.fuelType === 'ELECTRICITY' && isCurrent(p))
  .slice(0, 4);
const asTestPlan = (p: CdrPlanData, i: number): CdrPlanData => ({
  ...p,
  planId: `TEST-IMPORT-${i}`,
  brand: BRAND,
  brandName: 'Test Import Energy',
  displayName: `Import plan ${i}`,
});

let source: CdrSource;
let clockTime = Date.parse('2026-11-20T00:00:00Z');
const clock = {
  now: () => {
    clockTime += 1000;
    return new Date(clockTime);
  },
};
let runs = 0;
const ids = {
  next: () => {
    runs += 1;
    return `RUN-${Date.now()}-${runs}`;
  },
};

const importOnce = () => {
  const planSource = createCdrPlanSource({
    brands: source.brands.filter((b) => b.brand === BRAND),
    timeoutMs: 300,
    retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
  });
  return runPriceUpdate(
    { source: planSource, plans, runs: runLog, catalogue, clock, ids },
    newRun(ids.next(), 'manual', clock.now()),
  );
};

/** The plan list query that shows a template plan. */
const marketOf = (p: CdrPlanData) =>
  new URLSearchParams({
    state: stateOfNetwork(p.geography?.distributors[0] ?? '') ?? 'NSW',
    customerType: p.customerType === 'BUSINESS' ? 'Business' : 'Residential',
  }).toString();

/** The test brand's plans as a visitor's plan list shows them now. */
const listedIds = async () => {
  const listed: PlanSummary[] = [];
  for (const market of new Set(template.map(marketOf))) {
    const { body } = await call<{ plans: PlanSummary[] }>(
      'GET',
      `/api/plans?${market}&limit=100`,
    );
    listed.push(...body.plans);
  }
  return listed
    .filter((p) => p.brand === BRAND)
    .map((p) => p.id)
    .sort();
};

/**
 * The plan list once the API shows the change: its warm copy rechecks the
 * published catalogue at most once a second (CATALOGUE_RECHECK_MS), so
 * this waits for the condition, not for a time.
 */
const listedOnceItShows = (condition: (ids: string[]) => boolean) =>
  expect
    .poll(listedIds, { timeout: 10_000, interval: 100 })
    .toSatisfy(condition);

/** The test brand's active plans in the table, which the catalogue is built from. */
const activeInTable = async () => {
  const ids: string[] = [];
  for await (const plan of catalogue.activePlanMemberships())
    if (plan.id.startsWith('TEST-IMPORT-')) ids.push(plan.id);
  return ids.sort();
};

beforeAll(async () => {
  source = await startCdrSource({ port: 0, plans: template.map(asTestPlan) });
});
afterAll(() => source.stop());
beforeEach(() => source.clearFaults());

describe('the plan import', () => {
  it('imports every plan of a brand and logs the run as completed', async () => {
    const run = await importOnce();
    expect(run).toMatchObject({
      status: 'completed',
      plansAdded: 4,
      plansUpdated: 0,
      plansSkipped: 0,
    });
    const all = [0, 1, 2, 3].map((i) => `TEST-IMPORT-${i}`).join();
    await listedOnceItShows((ids) => ids.join() === all);
  });

  it('fetches nothing again when nothing changed', async () => {
    const detailsBefore = source.requests.filter(
      (r) => r.endpoint === 'detail',
    ).length;
    const run = await importOnce();
    expect(run).toMatchObject({
      status: 'completed',
      plansAdded: 0,
      plansUpdated: 0,
    });
    expect(source.requests.filter((r) => r.endpoint === 'detail').length).toBe(
      detailsBefore,
    );
  });

  it('updates a re-priced plan', async () => {
    const plan = asTestPlan(template[1] as CdrPlanData, 1);
    source.putPlan({ ...plan, lastUpdated: '2026-11-21T00:00:00Z' });
    const run = await importOnce();
    expect(run).toMatchObject({ plansAdded: 0, plansUpdated: 1 });
  });

  it('skips a plan it cannot price, naming the field, and imports the rest', async () => {
    const broken = asTestPlan(template[0] as CdrPlanData, 9);
    source.putPlan({
      ...broken,
      electricityContract: undefined,
      lastUpdated: '2026-11-21T00:00:00Z',
    });
    const run = await importOnce();
    expect(run.plansSkipped).toBe(1);
    expect(run.skipped[0]).toMatchObject({ planId: 'TEST-IMPORT-9' });
    expect(run.skipped[0]?.reason).toContain('electricityContract');
    expect(await activeInTable()).not.toContain('TEST-IMPORT-9');
    expect(await listedIds()).not.toContain('TEST-IMPORT-9');
  });

  it.each([
    ['answers 500', { status: 500 }],
    ['is too slow', { delayMs: 1000 }],
    ['returns malformed JSON', { malformed: true }],
  ])(
    'leaves the catalogue as it was when the source %s, and logs the run failed',
    async (_, fault) => {
      // Arrange
      const before = await activeInTable();
      const published = await catalogue.readPublished();
      source.setBrandFault(BRAND, fault);
      // Act
      const run = await importOnce();
      // Assert: nothing new was published, so the list cannot change.
      expect(run.status).toBe('failed');
      expect(run.failureReason).toMatch(/test-import/);
      expect(await catalogue.readPublished()).toEqual(published);
      expect(await activeInTable()).toEqual(before);
      expect(await listedIds()).toEqual(before);
    },
  );

  it('marks a plan no longer published inactive, keeping its record', async () => {
    // Arrange: a source that no longer lists plan 3.
    const remaining = await startCdrSource({
      port: 0,
      plans: template.slice(0, 3).map(asTestPlan),
    });
    const planSource = createCdrPlanSource({ brands: remaining.brands });
    // Act
    const run = await runPriceUpdate(
      { source: planSource, plans, runs: runLog, catalogue, clock, ids },
      newRun(ids.next(), 'manual', clock.now()),
    );
    await remaining.stop();
    // Assert
    expect(run.plansDeactivated).toBe(1);
    expect(await activeInTable()).not.toContain('TEST-IMPORT-3');
    await listedOnceItShows((ids) => !ids.includes('TEST-IMPORT-3'));
    expect(await getPlanRecord('TEST-IMPORT-3')).toMatchObject({
      isActive: false,
    });
  });

  it('keeps what it has when a brand suddenly lists nothing', async () => {
    // Arrange: the brand's only plan takes effect next year, so nothing is current.
    const future = {
      ...asTestPlan(template[0] as CdrPlanData, 0),
      effectiveFrom: '2099-01-01T00:00:00Z',
    };
    const empty = await startCdrSource({ port: 0, plans: [future] });
    const planSource = createCdrPlanSource({ brands: empty.brands });
    const before = await activeInTable();
    // Act
    const run = await runPriceUpdate(
      { source: planSource, plans, runs: runLog, catalogue, clock, ids },
      newRun(ids.next(), 'manual', clock.now()),
    );
    await empty.stop();
    // Assert
    expect(run.brandFailures[0]?.reason).toMatch(/listed no plans/);
    expect(await activeInTable()).toEqual(before);
    expect(await listedIds()).toEqual(before);
  });
});

/** Discovery over the local register, with the previous run's brands kept in memory. */
const discoveryFor = (lastRunBrands: string[]) => {
  let kept: StoredBrandList | undefined = {
    brands: [],
    etag: null,
    registerVersion: 2,
    checkedAt: '2026-11-19T00:00:00Z',
    lastRunBrands,
  };
  return createBrandDiscovery({
    register: createRegisterClient({
      baseUri: source.registerUri,
      timeoutMs: 1000,
    }),
    store: {
      load: async () => kept,
      save: async (list) => {
        kept = list;
      },
    },
    rules: { exclude: [], pin: [] },
    clock,
  });
};

describe('brand discovery', () => {
  it('imports the brands the register lists, logs those that appeared or disappeared, and withdraws the plans of a brand that went', async () => {
    // Arrange: a plan stored from a brand the register no longer lists.
    const gone = {
      ...asTestPlan(template[2] as CdrPlanData, 7),
      planId: 'TEST-GONE-1',
      brand: 'gone-energy',
    };
    await putCatalogueEntry(catalogueEntryFromCdr(gone, new Date()), {
      cdrLastUpdated: gone.lastUpdated,
      sourceBrand: 'gone-energy',
    });
    const discovery = discoveryFor(['gone-energy']);
    const planSource = createCdrPlanSource({
      brands: () => discovery.current(),
    });
    // Act
    const run = await runPriceUpdate(
      {
        source: planSource,
        plans,
        runs: runLog,
        catalogue,
        discovery,
        clock,
        ids,
      },
      newRun(ids.next(), 'manual', clock.now()),
    );
    // Assert
    expect(run).toMatchObject({
      status: 'completed',
      brandsAppeared: [BRAND],
      brandsDisappeared: ['gone-energy'],
      brandListNote: null,
    });
    expect(run.plansDeactivated).toBe(1);
    expect(run.brands).toContainEqual(
      expect.objectContaining({ brand: 'gone-energy', deactivated: 1 }),
    );
    expect(await getPlanRecord('TEST-GONE-1')).toMatchObject({
      isActive: false,
    });
  });

  it('fails the run with the reason when the register is down and no list is kept', async () => {
    // Arrange
    const discovery = createBrandDiscovery({
      register: createRegisterClient({ baseUri: source.registerUri }),
      store: { load: async () => undefined, save: async () => undefined },
      rules: { exclude: [], pin: [] },
      clock,
    });
    source.failNext({ status: 503 }, { endpoint: 'register' });
    // Act
    const outcome = runPriceUpdate(
      {
        source: createCdrPlanSource({ brands: [] }),
        plans,
        runs: runLog,
        catalogue,
        discovery,
        clock,
        ids,
      },
      newRun(ids.next(), 'manual', clock.now()),
    );
    // Assert
    await expect(outcome).rejects.toThrow(
      /CDR Register could not be read \(HTTP 503.*\) and no earlier brand list is kept/,
    );
  });

  it('found the local stack’s brands through its register at startup', async () => {
    const latest = await call<{
      run: { trigger: string; status: string; brandsAppeared: string[] };
    }>('GET', '/api/price-updates/latest');
    expect(latest.body.run).toMatchObject({
      trigger: 'startup',
      status: 'completed',
    });
    expect(latest.body.run?.brandsAppeared).toEqual(
      expect.arrayContaining(['agl', 'origin']),
    );
  });
});

describe('Refresh Prices', () => {
  it('returns the current run instead of starting another within a minute', async () => {
    // The first press starts a run unless one started in the last minute
    // (the startup import, when this file runs early); either way the
    // second press straight after gets that same run back.
    const first = await call<{
      started: boolean;
      run: { id: string; status: string; trigger: string };
    }>('POST', '/api/price-updates', { json: { manual: true } });
    const second = await call<{ started: boolean; run: { id: string } }>(
      'POST',
      '/api/price-updates',
      {
        json: { manual: true },
      },
    );
    expect(first.status).toBe(202);
    expect(second.body.started).toBe(false);
    expect(second.body.run.id).toBe(first.body.run.id);
    const latest = await call<{ run: { id: string; status: string } }>(
      'GET',
      '/api/price-updates/latest',
    );
    expect(latest.body.run?.id).toBe(second.body.run.id);
  });

  it('rejects a body without manual: true', async () => {
    const response = await call<{ error: { field: string } }>(
      'POST',
      '/api/price-updates',
      { json: {} },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('manual');
  });
});
