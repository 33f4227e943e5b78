import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { usageChartsFor } from '#shared/domain/compare/usage-for-charts';
import { compileDocument } from '#shared/domain/costs/fixtures/compile-document';
import { pointAtStackTable } from '#test-support/handler-env';
import { call } from '#test-support/http';
import { fixturePlans } from '../../infra/local/cdr/fixtures/fixture-plans.ts';

pointAtStackTable();
const { dynamoWatchStore } = await import('#data/watches');
const { watchIdOf } = await import('#use-cases/watches/watch-tokens');

const POSTCODE = '2000';
// Peak on weekdays, off-peak at weekends: far from the network's windows.
const ON_THE_BILL = fixturePlans.find((p) => p.displayName === 'The One Plan');
const currentPlanId = ON_THE_BILL?.planId ?? '-';
const periods = [
  {
    startDate: '2026-04-01',
    endDate: '2026-06-30',
    peakKwh: 820,
    offPeakKwh: 410,
    controlledLoadKwh: 280,
  },
];
const market = {
  postcode: POSTCODE,
  energyType: 'Electricity',
  customerType: 'Residential',
} as const;

const compare = (usage: object) =>
  call<CompareResponse>('POST', '/api/compare', {
    json: { ...market, usage, currentPlanId },
  });

/** Saves the comparison and reads back what the watch stored. */
async function savedWatch(usage: object, network: string) {
  const email = `bill-plan-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const saved = await call('POST', '/api/watches', {
    json: { email, ...market, usage, currentPlanId },
  });
  expect(saved.status).toBe(202);
  return dynamoWatchStore.get(watchIdOf({ ...market, email, network }));
}

describe('a bill naming a time-of-use plan, on every screen that prices it', () => {
  it('saves a comparison whose current plan costs what /compare shows, to the cent', async () => {
    // Arrange
    expect(ON_THE_BILL).toBeDefined();
    const usage = { kind: 'bill', periods, currentPlanId };
    const unnamed = { kind: 'bill', periods };
    const compared = await compare(usage);
    expect(compared.status).toBe(200);
    const shown = compared.body.currentPlan?.card.annualCostIncGst;
    const network = compared.body.networks[0]?.name ?? '';
    // Act
    const watch = await savedWatch(usage, network);
    const typical = await savedWatch(unnamed, network);
    // Assert
    expect(shown).toBeDefined();
    expect(watch?.currentCostAtSave).toBe(shown);
    // Naming the plan moved the bands (so the test can fail).
    expect(typical?.currentCostAtSave).toBe(
      (await compare(unnamed)).body.currentPlan?.card.annualCostIncGst,
    );
    expect(typical?.currentCostAtSave).not.toBe(shown);
  });

  it("draws the usage charts of the bill's bands in that plan's windows, as they were priced", async () => {
    // Arrange
    const usage = { kind: 'bill' as const, periods, currentPlanId };
    const unnamed = { kind: 'bill' as const, periods };
    const plan = compileDocument({ data: ON_THE_BILL });
    const year = new Date().getUTCFullYear();
    const request = {
      usage,
      energyType: 'Electricity' as const,
      postcode: POSTCODE,
    };
    // Act
    const named = await compare(usage);
    const typical = await compare(unnamed);
    // Assert
    expect(named.body.usageCharts).toEqual(
      usageChartsFor(request, year, undefined, plan),
    );
    expect(typical.body.usageCharts).toEqual(
      usageChartsFor({ ...request, usage: unnamed }, year),
    );
    expect(named.body.usageCharts?.seasons).not.toEqual(
      typical.body.usageCharts?.seasons,
    );
  });
});
