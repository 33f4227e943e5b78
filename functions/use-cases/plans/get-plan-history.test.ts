import { describe, expect, it } from 'vitest';
import { NotFoundError } from '#platform/errors';
import {
  anytimePeriod,
  type Json,
  singleRateNsw,
} from '#shared/domain/costs/fixtures/plan-documents';
import {
  importInto,
  inMemoryPlanCatalogue,
} from '#test-support/in-memory-plan-catalogue';
import { getPlanDetails } from './get-plan-details.ts';
import { getPlanHistory } from './get-plan-history.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const PLAN = 'TST-SR-NSW';

/** A 10 % discount that ends 30 Sep 2026. */
const endsInSeptember = {
  displayName: 'Welcome',
  type: 'GUARANTEED',
  endDate: '2026-09-30',
  methodUType: 'percentOfBill',
  percentOfBill: { rate: '0.10' },
};

function published(supply: string, discounts: Json[] = []): Json {
  const data = singleRateNsw.data as Json;
  return {
    ...data,
    electricityContract: {
      ...(data.electricityContract as Json),
      tariffPeriod: [anytimePeriod(supply)],
      ...(discounts.length > 0 && { discounts }),
    },
  };
}

/** Imports each supply charge (or document) in turn, a month apart. */
async function catalogueWith(...versions: (string | Json)[]) {
  const catalogue = inMemoryPlanCatalogue();
  for (const [i, version] of versions.entries())
    await importInto(
      catalogue,
      typeof version === 'string' ? published(version) : version,
      new Date(Date.UTC(2026, i, 1)),
    );
  return catalogue;
}

describe('getPlanHistory', () => {
  it('answers one point since the plan was first seen', async () => {
    const { history } = await catalogueWith('1.00');
    const answer = await getPlanHistory(history, PLAN, 100, NOW);
    expect(answer.since).toBe('2026-01-01T00:00:00.000Z');
    expect(answer.versions).toMatchObject([
      { version: 1, to: null, summary: 'First seen', changes: null },
    ]);
    // The plan page's home: ($1.00 × 365 + 7,300 kWh × 30 c) × 1.1.
    expect(answer.typicalUse).toEqual({
      label: 'A home using 20 kWh a day',
      annualUse: 7300,
      unit: 'kWh',
    });
    expect(answer.versions[0]?.annualCostIncGst).toBe(2810.5);
    expect(answer.lastPriceChange).toBeNull();
  });

  it('answers every version oldest first, with its dates, changes and cost', async () => {
    const { history } = await catalogueWith('1.00', '1.20', '1.10');
    const answer = await getPlanHistory(history, PLAN, 100, NOW);
    expect(
      answer.versions.map((v) => [v.from, v.to, v.annualCostIncGst]),
    ).toEqual([
      ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 2810.5],
      ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 2890.8],
      ['2026-03-01T00:00:00.000Z', null, 2850.65],
    ]);
    expect(answer.versions[1]?.changes?.[0]?.text).toBe(
      'Daily supply charge went up by $0.22 a day (from $1.10 a day to $1.32 a day)',
    );
    expect(answer.lastPriceChange).toBe('2026-03-01T00:00:00.000Z');
  });

  it('keeps the newest versions when capped and says older ones were left out', async () => {
    const { history } = await catalogueWith('1.00', '1.20', '1.10');
    const answer = await getPlanHistory(history, PLAN, 2, NOW);
    expect(answer.versions.map((v) => v.version)).toEqual([2, 3]);
    expect(answer.truncated).toBe(true);
  });

  it('shows a plan stored before history began as one point', async () => {
    const catalogue = await catalogueWith('1.00');
    catalogue.versions(PLAN).length = 0;
    const answer = await getPlanHistory(catalogue.history, PLAN, 100, NOW);
    expect(answer.versions).toHaveLength(1);
    expect(answer.versions[0]?.annualCostIncGst).toBe(2810.5);
  });

  it('shows the latest version at the plan page’s typical figure, a discount counted only while it lasts', async () => {
    const catalogue = await catalogueWith(
      '1.00',
      published('1.10', [endsInSeptember]),
    );
    const answer = await getPlanHistory(catalogue.history, PLAN, 100, NOW);
    const details = await getPlanDetails(
      {
        clock: { now: () => NOW },
        plans: async (id) => catalogue.plans.get(id),
        documents: async (ids) =>
          new Map(ids.map((id) => [id, catalogue.tariffs.get(id)])),
        referencePrices: async () => [],
      },
      PLAN,
    );
    const typical = details.typical;
    expect(typical?.label).toBe(answer.typicalUse.label);
    expect(answer.versions.at(-1)?.annualCostIncGst).toBe(
      typical?.annualCostIncGst,
    );
    // A 10 % discount ending 30 Sep 2026 lasts 4 of the 12 months from 1 June.
    const undiscounted = ((1.1 * 365 + 7300 * 0.3) * 1.1) as number;
    expect(typical?.annualCostIncGst).toBeGreaterThan(undiscounted * 0.95);
    expect(typical?.annualCostIncGst).toBeLessThan(undiscounted * 0.99);
  });

  it('answers not found for a plan it never saw', async () => {
    const { history } = inMemoryPlanCatalogue();
    await expect(
      getPlanHistory(history, 'NOPE', 100, NOW),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
