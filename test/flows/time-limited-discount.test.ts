import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModulesAfresh } from '#test-support/handler-env';
import { pointAtOwnTable } from '#test-support/own-table';
import { BRANDS } from '../../infra/local/cdr/fixtures/brands.ts';
import { NETWORKS } from '../../infra/local/cdr/fixtures/networks.ts';
import { plan } from '../../infra/local/cdr/fixtures/plan-builder.ts';
import { singleRatePeriod } from '../../infra/local/cdr/fixtures/tariffs.ts';
import { writeMarketFiles } from '../../infra/local/cdr/national/write-files.ts';

// Two plans in a table of their own, so the stack's suites keep their own fixtures.
const welcome = plan({
  brand: BRANDS.agl,
  number: 990001,
  name: 'Welcome Saver',
  network: NETWORKS.ausgrid,
  postcodes: true,
  pricingModel: 'SINGLE_RATE',
  tariffPeriod: [singleRatePeriod('1.0000', '0.3000')],
  contract: {
    benefitPeriod: '12 months',
    onExpiryDescription:
      'After the benefit period your rates continue without the welcome discount.',
    discounts: [
      {
        displayName: 'Welcome discount',
        description: '20% off your bill for the first 12 months',
        type: 'GUARANTEED',
        methodUType: 'percentOfBill',
        percentOfBill: { rate: '0.20' },
      },
    ],
  },
});
const steady = plan({
  brand: BRANDS.agl,
  number: 990002,
  name: 'Steady Rate',
  network: NETWORKS.ausgrid,
  postcodes: true,
  pricingModel: 'SINGLE_RATE',
  tariffPeriod: [singleRatePeriod('1.0000', '0.2700')],
});

// The catalogue reader keeps what it read: this file's own, from its table.
loadModulesAfresh();
let table: Awaited<ReturnType<typeof pointAtOwnTable>>;
const dir = mkdtempSync(join(tmpdir(), 'time-limited-'));

beforeAll(async () => {
  table = await pointAtOwnTable('time-limited');
  await writeMarketFiles(dir, [welcome, steady]);
  const { importFolder } = await import('../../infra/local/import-folder.ts');
  await importFolder(dir);
}, 120_000);

afterAll(() => {
  table?.close();
  rmSync(dir, { recursive: true, force: true });
});

const compareAt2000 = async (extra: object = {}) => {
  const { compareRequestSchema } = await import('#shared/contracts/compare');
  const { comparePlans } = await import('#use-cases/compare/compare-plans');
  const { marketCatalogue } = await import('#wiring/market-catalogue');
  const { inquiryStore, people } = await import('#wiring/lead-stores');
  return comparePlans(
    {
      clock: { now: () => new Date() },
      referencePrices: async () => [],
      ids: { next: () => 'flow' },
      market: marketCatalogue,
      inquiries: inquiryStore,
      people,
    },
    compareRequestSchema.parse({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
      ...extra,
    }),
  );
};

describe('a plan whose discount ends after 12 months', () => {
  it('ranks on the first year, gives the cost after the discount ends with the plan words, and sorts on it', async () => {
    // Act
    const byFirstYear = await compareAt2000({ currentPlanId: steady.planId });
    const byAfter = await compareAt2000({ sort: 'after_benefits' });
    // Assert: 365 + 4800 × 0.30 = 1805 ex GST, × 1.1 = 1985.50, less 20 %
    // = 1588.40 in the first year; the steady plan is (365 + 4800 × 0.27) × 1.1 = 1827.10 throughout
    const [first, second] = byFirstYear.plans;
    expect(first?.plan.id).toBe(welcome.planId);
    expect(first?.annualCostIncGst).toBeCloseTo(1588.4, 2);
    expect(first?.annualCostAfterBenefitsIncGst).toBeCloseTo(1985.5, 2);
    expect(first?.benefitEnds).toEqual([
      {
        description: 'Welcome discount',
        endsOn: null,
        afterText:
          'After the benefit period your rates continue without the welcome discount.',
      },
    ]);
    expect(second?.annualCostAfterBenefitsIncGst).toBe(
      second?.annualCostIncGst,
    );
    expect(byFirstYear.currentPlan).toMatchObject({ rank: 2, rankedPlans: 2 });
    expect(first?.savingAgainstCurrentDollars).toBeCloseTo(1827.1 - 1588.4, 2);
    expect(byAfter.plans.map((p) => p.plan.id)).toEqual([
      steady.planId,
      welcome.planId,
    ]);
  });
});
