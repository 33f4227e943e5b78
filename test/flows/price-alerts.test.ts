import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { DetailType, EventSource } from '#shared/events/event-names';
import { pointAtStackTable } from '#test-support/handler-env';
import { call, eventually, staysEqual } from '#test-support/http';
import {
  alertsTo,
  confirmationMail,
  confirmationsTo,
  tokenAfter,
} from '#test-support/price-alerts';
import { callAs, staffToken } from '#test-support/staff-auth';
import {
  type CdrSource,
  startCdrSource,
} from '../../infra/local/cdr/cdr-source.ts';
import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';
import type { CdrPlanData } from '../../infra/local/cdr/plan-data.ts';
import { raisePrice } from '../../infra/local/cdr/raise-price.ts';

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

// A brand of our own, so this suite's runs move no other suite's plans.
const BRAND = 'test-alerts';
const PLAN_ID = 'TEST-ALERT-1';
const template = fixturePlans.find(
  (p) => p.planId === 'ORI810201MRE1@EME',
) as CdrPlanData;
const plan: CdrPlanData = {
  ...template,
  planId: PLAN_ID,
  brand: BRAND,
  brandName: 'Test Alerts Energy',
  displayName: 'Alert test plan',
};
const email = `alerts-${Date.now()}@example.com`;
const comparison = {
  postcode: '2000',
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 500 },
  currentPlanId: PLAN_ID,
};
// 2000 is on one network: the saved comparison is on it.
const watchId = watchIdOf({ ...comparison, email, network: 'Ausgrid' });

let source: CdrSource;
let run = 0;
// Runs dated before the stack started, so its start-up run stays the latest.
let clockTime = Date.parse('2026-11-21T00:00:00Z');
const clock = {
  now: () => {
    clockTime += 1000;
    return new Date(clockTime);
  },
};
const importOnce = (): Promise<PriceUpdateRun> => {
  run += 1;
  const id = `RUN-ALERTS-${Date.now()}-${run}`;
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

const putOnBus = async (detailType: string, detail: unknown) => {
  const response = await fetch(inject('busEndpoint'), {
    method: 'POST',
    headers: {
      'x-amz-target': 'AWSEvents.PutEvents',
      'content-type': 'application/x-amz-json-1.1',
    },
    body: JSON.stringify({
      Entries: [
        {
          Source: EventSource.catalogue,
          DetailType: detailType,
          Detail: JSON.stringify(detail),
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
};

let alertRun: PriceUpdateRun;
let token = '';
let countsBefore = { activeWatchers: 0, alertsSent: 0 };

/** What staff see in analytics about price alerts. */
const priceAlertCounts = async () =>
  (
    await callAs<{
      priceAlerts: { activeWatchers: number; alertsSent: number };
    }>(token, 'GET', '/api/admin/analytics?days=7')
  ).body.priceAlerts;

beforeAll(async () => {
  token = await staffToken();
  countsBefore = await priceAlertCounts();
  source = await startCdrSource({ port: 0, plans: [plan] });
  expect(await importOnce()).toMatchObject({ status: 'completed' });
});
afterAll(() => source.stop());

describe('price alerts, end to end on the local stack', () => {
  it('saves a comparison as pending and e-mails a confirmation link', async () => {
    // The API's warm catalogue sees the new plan within its recheck period.
    const saved = await eventually(async () => {
      const answer = await post('/api/watches', { email, ...comparison });
      return answer.status === 202 ? answer : undefined;
    });
    expect(saved.body).toEqual({ status: 'received' });
    expect((await dynamoWatchStore.get(watchId))?.status).toBe('pending');
    await confirmationMail(email);
  });

  it('refuses a forged confirmation link and changes nothing', async () => {
    const real = tokenAfter(await confirmationMail(email), 'confirm?');
    const forged = `${real.slice(0, 32)}${'A'.repeat(43)}`;
    const answer = await post('/api/watches/confirm', { token: forged });
    expect(answer.status).toBe(404);
    expect((await dynamoWatchStore.get(watchId))?.status).toBe('pending');
  });

  it('activates on the e-mailed link, once', async () => {
    const token = tokenAfter(await confirmationMail(email), 'confirm?');
    const first = await post('/api/watches/confirm', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'active' });
    const reused = await post('/api/watches/confirm', { token });
    expect(reused.status).toBe(404);
    expect((await dynamoWatchStore.get(watchId))?.status).toBe('active');
  });

  it('keeps the settings in force on a second save until the address confirms the new ones', async () => {
    const answer = await post('/api/watches', {
      email,
      ...comparison,
      thresholdDollars: 80,
    });
    expect(answer.status).toBe(202);
    expect(await dynamoWatchStore.get(watchId)).toMatchObject({
      status: 'active',
      thresholdDollars: 50,
    });
    const change = await eventually(
      async () => (await confirmationsTo(email))[1],
      15_000,
    );
    const confirmed = await post('/api/watches/confirm', {
      token: tokenAfter(change, 'confirm?'),
    });
    expect(confirmed.status).toBe(200);
    expect(await dynamoWatchStore.get(watchId)).toMatchObject({
      status: 'active',
      thresholdDollars: 80,
    });
  });

  it('sends exactly one alert when the current plan gets dearer', async () => {
    source.putPlan(raisePrice(plan, 15, clock.now()));
    alertRun = await importOnce();
    expect(alertRun).toMatchObject({ status: 'completed', plansUpdated: 1 });
    const [alert] = await eventually(async () => {
      const alerts = await alertsTo(email);
      return alerts.length ? alerts : undefined;
    }, 20_000);
    expect(alert?.subject).toMatch(/price went up/);
    await staysEqual(async () => (await alertsTo(email)).length, 1);
    expect(await priceAlertCounts()).toEqual({
      activeWatchers: countsBefore.activeWatchers + 1,
      alertsSent: countsBefore.alertsSent + 1,
    });
  });

  it('sends nothing more when the same CatalogueUpdated comes again', async () => {
    const detail = {
      id: `catalogue-${alertRun.catalogueVersion}-again`,
      occurredAt: new Date().toISOString(),
      version: 1,
      catalogueVersion: alertRun.catalogueVersion,
      partitionsChanged: alertRun.partitionsChanged,
      completedAt: alertRun.completedAt,
    };
    await putOnBus(DetailType.catalogueUpdated, detail);
    await putOnBus(DetailType.catalogueUpdated, {
      ...detail,
      id: `${detail.id}-2`,
    });
    await staysEqual(async () => (await alertsTo(email)).length, 1);
  });

  it('unsubscribes from the e-mail link; the link again says it is done', async () => {
    const [alert] = await alertsTo(email);
    if (!alert) throw new Error('no alert');
    const token = tokenAfter(alert, 'action=unsubscribe&');
    const first = await post('/api/watches/unsubscribe', { token });
    expect(first.body).toMatchObject({
      status: 'unsubscribed',
      alreadyDone: false,
    });
    const again = await call(
      'POST',
      `/api/watches/one-click-unsubscribe?token=${token}`,
      {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyDone: true });
    expect((await dynamoWatchStore.get(watchId))?.status).toBe('unsubscribed');
    expect((await priceAlertCounts()).activeWatchers).toBe(
      countsBefore.activeWatchers,
    );
  });

  it('deletes the data from the e-mail link; the link then is not valid', async () => {
    const [alert] = await alertsTo(email);
    if (!alert) throw new Error('no alert');
    const token = tokenAfter(alert, 'action=delete&');
    const first = await post('/api/watches/delete', { token });
    expect(first.status).toBe(200);
    expect(await dynamoWatchStore.get(watchId)).toBeUndefined();
    const reused = await post('/api/watches/delete', { token });
    expect(reused.status).toBe(404);
  });
});
