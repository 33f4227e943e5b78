import { describe, expect, it } from 'vitest';
import { compilePublished } from '#shared/domain/costs/compile-published';
import { planStartOn } from '#shared/domain/costs/discount-days';
import {
  anytimePeriod,
  type Json,
  planDocument,
} from '#shared/domain/costs/fixtures/plan-documents';
import { pricePlan } from '#shared/domain/costs/price-plan';
import { rankPlans } from '#shared/domain/costs/rank-plans';
import { roundTo } from '#shared/domain/round';
import { inMemoryCatalogue } from '#test-support/in-memory-catalogue';
import {
  importInto,
  inMemoryPlanCatalogue,
} from '#test-support/in-memory-plan-catalogue';
import { currentPlanVersionsFrom } from './current-plan-versions.ts';
import { type WatchedComparison, watchUsage } from './price-watch.ts';

const NOW = new Date('2026-11-24T00:00:00Z');
const PLAN = 'TST-ENDS-IN-MARCH';

/** $1.00 a day, 30 c/kWh, and 12 % off that ends four months from now. */
const document = planDocument(PLAN, {
  pricingModel: 'SINGLE_RATE',
  timeZone: 'LOCAL',
  tariffPeriod: [anytimePeriod()],
  discounts: [
    {
      displayName: 'Winter head start',
      type: 'GUARANTEED',
      endDate: '2027-03-24',
      methodUType: 'percentOfBill',
      percentOfBill: { rate: '0.12' },
    },
  ],
}).data as Json;

const comparison: WatchedComparison = {
  postcode: '2000',
  network: null,
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
  currentPlanId: PLAN,
};

const market = inMemoryCatalogue([{ data: document }], NOW).market;

async function historyOfOneVersion() {
  const catalogue = inMemoryPlanCatalogue();
  await importInto(catalogue, document, new Date('2026-11-01T00:00:00Z'));
  return catalogue.history;
}

describe('currentPlanVersionsFrom', () => {
  it('prices a version as compare does: a discount ending in four months counts only while it lasts', async () => {
    const priced = await currentPlanVersionsFrom(
      await historyOfOneVersion(),
      market,
    )(comparison, NOW);
    const { profile } = await watchUsage(market, comparison, NOW);
    const tariff = compilePublished(document, 'Electricity', 'NSW');
    const [compared] = rankPlans([tariff], profile, {
      startsOn: planStartOn(NOW),
    }).ranked;
    const allYear = pricePlan(tariff, profile).annualCostIncGst;
    expect(priced).toHaveLength(1);
    expect(priced[0]?.annualCostIncGst).toBe(
      roundTo(compared?.annualCostIncGst ?? 0, 2),
    );
    // Eight of twelve months without the 12 % off: far dearer than all year with it.
    expect(priced[0]?.annualCostIncGst).toBeGreaterThan(allYear * 1.07);
  });

  it('prices nothing without a current plan', async () => {
    const read = currentPlanVersionsFrom(await historyOfOneVersion(), market);
    expect(await read({ ...comparison, currentPlanId: null }, NOW)).toEqual([]);
  });
});
