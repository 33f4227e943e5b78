import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import {
  loadModulesAfresh,
  pointAtStackTable,
} from '#test-support/handler-env';
import { call, eventually } from '#test-support/http';
import {
  alertsTo,
  confirmationMail,
  tokenAfter,
} from '#test-support/price-alerts';
import {
  type CdrSource,
  startCdrSource,
} from '../../infra/local/cdr/cdr-source.ts';
import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';
import type { CdrPlanData } from '../../infra/local/cdr/plan-data.ts';
import { raisePrice } from '../../infra/local/cdr/raise-price.ts';

// Its own copies of the import's modules, pointed at the stack's bus: the
// integration files share modules, and an earlier file's must not serve it.
// Reset now, as the imports below run before any beforeAll.
vi.resetModules();
loadModulesAfresh();
pointAtStackTable({
  EVENT_BUS_NAME: 'local',
  EVENTBRIDGE_ENDPOINT: inject('busEndpoint'),
});
const { createCdrPlanSource } = await import('#adapters/cdr/cdr-plan-source');
const { eventBridgePublisher } = await import(
  '#adapters/events/eventbridge-publisher'
);
const { runPriceUpdate } = await import('#use-cases/plans/import-plans');
const {
  catalogueSnapshots: catalogue,
  planCatalogueStore: plans,
  priceUpdateRuns: runs,
} = await import('#wiring/plan-catalogue-store');
const { newRun } = await import('#use-cases/plans/price-update-run');
const { dynamoWatchStore } = await import('#data/watches');
const { watchIdOf } = await import('#use-cases/watches/watch-tokens');

// A brand of our own, so this file's runs move no other file's plans.
const BRAND = 'test-alerts-what-if';
const PLAN_ID = 'TEST-ALERT-WHATIF-1';
const template = fixturePlans.find(
  (p) => p.planId === 'ORI810201MRE1@EME',
) as CdrPlanData;
const plan: CdrPlanData = {
  ...template,
  planId: PLAN_ID,
  brand: BRAND,
  brandName: 'Test What-if Alerts Energy',
  displayName: 'What-if alert test plan',
};
const email = `alerts-what-if-${Date.now()}@example.com`;
const whatIf = {
  solar: { kw: 6.6, exportLimitKw: 5 },
  battery: { usableKwh: 10 },
};
const comparison = {
  postcode: '2000',
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 500 },
  currentPlanId: PLAN_ID,
};
const watchId = watchIdOf({ ...comparison, email, network: 'Ausgrid' });

let source: CdrSource;
let run = 0;
// Runs dated before the stack started, so its start-up run stays the latest.
let clockTime = Date.parse('2026-11-20T00:00:00Z');
const clock = {
  now: () => {
    clockTime += 1000;
    return new Date(clockTime);
  },
};
const importOnce = (): Promise<PriceUpdateRun> => {
  run += 1;
  const id = `RUN-ALERTS-WHATIF-${Date.now()}-${run}`;
  return runPriceUpdate(
    {
      source: createCdrPlanSource({
        brands: source.brands.filter((b) => b.brand === BRAND),
        timeoutMs: 2000,
        retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 },
      }),
      plans,
      runs,
      catalogue,
      clock,
      ids: { next: () => id },
      publisher: eventBridgePublisher,
    },
    newRun(id, 'manual', clock.now()),
  );
};

const post = <T>(path: string, json: unknown) =>
  call<T>('POST', path, { json });

/** The current plan's cost as /api/compare gives it, with or without the what-if. */
async function comparedCost(withWhatIf: boolean): Promise<number> {
  const { status, body } = await post<CompareResponse>('/api/compare', {
    ...comparison,
    ...(withWhatIf && { whatIf }),
    pageSize: 1,
  });
  expect(status).toBe(200);
  const cost = body.currentPlan?.card.annualCostIncGst;
  if (cost === undefined) throw new Error('compare priced no current plan');
  return cost;
}

/** As the alert writes a yearly figure. */
const dollars = (value: number) =>
  `$${Math.round(value).toLocaleString('en-AU')}`;

beforeAll(async () => {
  source = await startCdrSource({ port: 0, plans: [plan] });
  expect(await importOnce()).toMatchObject({ status: 'completed' });
});
afterAll(() => source.stop());

describe('a price alert on a comparison saved with a what-if', () => {
  it("keeps the what-if, says so in its e-mails, and alerts with /api/compare's figures for the same usage and what-if", async () => {
    // Arrange: saved (once the API's warm catalogue has the plan) and confirmed
    const saved = await eventually(async () => {
      const answer = await post('/api/watches', {
        email,
        ...comparison,
        whatIf,
      });
      return answer.status === 202 ? answer : undefined;
    });
    expect(saved.body).toEqual({ status: 'received' });
    const before = await comparedCost(true);
    expect(before).not.toBe(await comparedCost(false));
    expect(await dynamoWatchStore.get(watchId)).toMatchObject({
      whatIf: { solar: { kw: 6.6 }, battery: { usableKwh: 10 } },
      currentCostAtSave: before,
    });
    const confirmation = await confirmationMail(email);
    expect(confirmation.text).toContain(
      'The comparison includes a what-if: 6.6 kW of solar and a 10 kWh battery.',
    );
    const confirmed = await post('/api/watches/confirm', {
      token: tokenAfter(confirmation, 'confirm?'),
    });
    expect(confirmed.status).toBe(200);

    // Act: the current plan gets dearer
    source.putPlan(raisePrice(plan, 15, clock.now()));
    expect(await importOnce()).toMatchObject({ plansUpdated: 1 });
    // The check prices every plan at its cheapest battery run: on loaded
    // cores the queue takes a while, so the wait is long and ends early.
    const [alert] = await eventually(async () => {
      const alerts = await alertsTo(email);
      return alerts.length ? alerts : undefined;
    }, 90_000);

    // Assert: the rise as /compare prices the plan with the what-if
    const after = await eventually(async () => {
      const cost = await comparedCost(true);
      return cost > before ? cost : undefined;
    });
    expect(alert?.text).toContain(
      `went up by ${dollars(after - before)} a year on your saved usage: about ${dollars(after)} a year, up from ${dollars(before)}.`,
    );
    expect(alert?.text).toContain(
      'The comparison includes a what-if: 6.6 kW of solar and a 10 kWh battery.',
    );
    expect(alert?.text).toMatch(/whatIf\.solarKw=6\.6&whatIf\.exportLimitKw=5/);
  }, 180_000);
});
