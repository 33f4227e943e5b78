import { describe, expect, it } from 'vitest';
import {
  type CompareRequestInput,
  compareRequestSchema,
} from '#shared/contracts/compare';
import { AUSGRID_2025_26 } from '#shared/contracts/fixtures/reference-prices';
import {
  discounts,
  singleRateNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { leadScore } from '#shared/domain/lead-score';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import { inMemoryCatalogue } from '#test-support/in-memory-catalogue';
import { inMemoryInquiries } from '#test-support/in-memory-inquiries';
import { inMemoryPeople } from '#test-support/in-memory-people';
import { inMemoryPlanCatalogue } from '#test-support/in-memory-plan-catalogue';
import type { PlanVersionRecord } from '../ports-plan-history.ts';
import { comparePlans } from './compare-plans.ts';

/** The fixtures' plans were last updated on 2025-07-01. */
const FRESH = new Date('2025-07-03T00:00:00Z');
const STALE = new Date('2025-07-20T00:00:00Z');

function setUp(now = FRESH) {
  const catalogue = inMemoryCatalogue([singleRateNsw, touMidnightOffPeak], now);
  const inquiries = inMemoryInquiries();
  let next = 0;
  const deps = {
    clock: { now: () => now },
    ids: { next: () => `id-${++next}` },
    market: catalogue.market,
    inquiries: inquiries.store,
    people: inMemoryPeople().store,
    referencePrices: async () => [AUSGRID_2025_26],
  };
  return { deps, catalogue, inquiries };
}

const request = (input: Partial<CompareRequestInput> = {}) =>
  compareRequestSchema.parse({
    postcode: '2000',
    usage: { kind: 'monthlyBill', monthlyBillDollars: 200 },
    ...input,
  });

const withInquiry = (comparisonId: string) =>
  request({
    inquiry: { comparisonId, name: 'Sam', phone: '0400 111 222' },
  });

describe('comparePlans with a current plan', () => {
  it("says when the current plan's price last changed, from its kept versions", async () => {
    const { deps } = setUp();
    const history = inMemoryPlanCatalogue();
    const version = (n: number, at: string, changed: boolean) =>
      ({
        planId: 'TST-SR-NSW',
        version: n,
        firstSeenAt: at,
        changes: changed ? [{ label: 'Usage rate' }] : null,
      }) as unknown as PlanVersionRecord;
    const entry = catalogueEntryFromCdr(singleRateNsw.data, FRESH);
    const provenance = { cdrLastUpdated: 'x', sourceBrand: 'test' };
    await history.store.putCatalogueEntry(entry, provenance, [
      version(1, '2025-01-01T00:00:00.000Z', false),
      version(2, '2025-03-01T00:00:00.000Z', true),
    ]);
    await history.store.putCatalogueEntry(entry, provenance, [
      version(3, '2025-05-01T00:00:00.000Z', false),
    ]);
    const result = await comparePlans(
      { ...deps, planHistory: history.history },
      request({ currentPlanId: 'TST-SR-NSW' }),
    );
    expect(result.currentPlan?.lastPriceChange).toBe(
      '2025-03-01T00:00:00.000Z',
    );
  });
});

describe('comparePlans', () => {
  it('reads the market of the postcode through the catalogue port', async () => {
    const { deps, catalogue } = setUp();
    const result = await comparePlans(deps, request());
    expect(catalogue.reads).toEqual([
      {
        fuel: 'ELECTRICITY',
        customerType: 'Residential',
        state: 'NSW',
        postcode: '2000',
      },
    ]);
    expect(result.plans.map((p) => p.plan.id).sort()).toEqual([
      'TST-SR-NSW',
      'TST-TOU',
    ]);
  });

  it('stores the inquiry with the lead score computed from what it holds', async () => {
    const { deps, inquiries } = setUp();
    const result = await comparePlans(deps, withInquiry('compare-0001'));
    const [saved] = inquiries.saved();
    expect(result.inquiryId).toBe(saved?.id);
    expect(saved).toMatchObject({
      inquirySource: 'comparison_tool',
      monthlyBill: 200,
      phone: '0400 111 222',
    });
    expect(saved?.leadQualityScore).toBe(
      leadScore({
        monthlyUsage: saved?.monthlyUsage,
        monthlyBill: 200,
        phone: '0400 111 222',
        estimatedSavings: saved?.estimatedSavings,
      }),
    );
    expect(saved?.leadQualityScore).toBeGreaterThanOrEqual(65);
  });

  it('stores one inquiry for a recompute under the same comparison id', async () => {
    const { deps, inquiries } = setUp();
    const first = await comparePlans(deps, withInquiry('compare-0001'));
    const again = await comparePlans(deps, {
      ...withInquiry('compare-0001'),
      sort: 'green',
    });
    expect(inquiries.saved()).toHaveLength(1);
    expect(again.inquiryId).toBe(first.inquiryId);
  });

  it('stores nothing for a comparison without an inquiry', async () => {
    const { deps, inquiries } = setUp();
    const result = await comparePlans(deps, request());
    expect(result.inquiryId).toBeNull();
    expect(inquiries.saved()).toEqual([]);
  });

  it('marks plans last updated more than 7 days ago as stale', async () => {
    const fresh = await comparePlans(setUp(FRESH).deps, request());
    const stale = await comparePlans(setUp(STALE).deps, request());
    expect(fresh.someStale).toBe(false);
    expect(fresh.plans.every((p) => !p.isStale)).toBe(true);
    expect(stale.someStale).toBe(true);
    expect(stale.plans.every((p) => p.isStale)).toBe(true);
  });
});

describe('what savings are measured against', () => {
  const typed = { usage: { kind: 'monthlyKwh', monthlyKwh: 300 } } as const;
  const savings = (
    plans: { annualSavingsDollars: number; annualCostIncGst: number }[],
    basis: number,
  ) =>
    plans.map((p) => [
      p.annualSavingsDollars,
      Math.max(0, Math.round((basis - p.annualCostIncGst) * 100) / 100),
    ]);

  it("is the zone's reference price for the current financial year", async () => {
    const result = await comparePlans(setUp().deps, request(typed));
    expect(result.savingsBasis).toMatchObject({
      kind: 'reference_price',
      label: 'the Default Market Offer for Ausgrid (2025-26)',
      annualCostIncGst: 1965,
    });
    for (const [saved, expected] of savings(result.plans, 1965))
      expect(saved).toBe(expected);
  });

  it('is the median plan once the financial year has no reference price', async () => {
    // 1 July 2026 in Sydney: the 2025-26 figure has expired.
    const result = await comparePlans(
      setUp(new Date('2026-06-30T14:00:00Z')).deps,
      request(typed),
    );
    const costs = result.plans
      .map((p) => p.annualCostIncGst)
      .sort((a, b) => a - b);
    const median = ((costs[0] ?? 0) + (costs[1] ?? 0)) / 2;
    expect(costs).toHaveLength(2);
    expect(result.savingsBasis).toEqual({
      kind: 'market_median',
      label: 'the median plan in your area',
      annualCostIncGst: Math.round(median * 100) / 100,
    });
    expect(result.plans.map((p) => p.annualSavingsDollars).sort()).toEqual(
      [0, Math.round((median - (costs[0] ?? 0)) * 100) / 100].sort(),
    );
  });

  it("is the visitor's bill when they gave one", async () => {
    const result = await comparePlans(setUp().deps, request());
    expect(result.savingsBasis).toMatchObject({
      kind: 'current_bill',
      annualCostIncGst: 2400,
    });
    for (const [saved, expected] of savings(result.plans, 2400))
      expect(saved).toBe(expected);
  });

  it('is the current plan when the visitor named it', async () => {
    const result = await comparePlans(
      setUp().deps,
      request({ ...typed, currentPlanId: 'TST-SR-NSW' }),
    );
    const current = result.currentPlan?.annualCostIncGst ?? 0;
    expect(result.savingsBasis).toEqual({
      kind: 'current_plan',
      label: 'your current plan',
      annualCostIncGst: current,
    });
    for (const [saved, expected] of savings(result.plans, current))
      expect(saved).toBe(expected);
  });
});

describe('typical-household estimates on the rows sent', () => {
  it('orders by them when asked, and the current plan card carries its own', async () => {
    // Arrange: at 20 kWh a month the cheapest plan for the visitor is not
    // the cheapest for the typical home
    const { deps } = setUp();
    const withDiscounts = {
      ...deps,
      market: inMemoryCatalogue(
        [singleRateNsw, touMidnightOffPeak, discounts],
        FRESH,
      ).market,
    };
    const asked = (sort: 'price' | 'household_cost') =>
      comparePlans(
        withDiscounts,
        request({
          usage: { kind: 'monthlyKwh', monthlyKwh: 20 },
          sort,
          currentPlanId: 'TST-SR-NSW',
        }),
      );
    // Act
    const byPrice = await asked('price');
    const byHome = await asked('household_cost');
    // Assert
    expect(byPrice.plans.map((p) => p.plan.id)).toEqual([
      'TST-SR-NSW',
      'TST-TOU',
      'TST-DISCOUNTS',
    ]);
    expect(byHome.plans.map((p) => p.plan.id)).toEqual([
      'TST-DISCOUNTS',
      'TST-SR-NSW',
      'TST-TOU',
    ]);
    const row = byHome.plans.find((p) => p.plan.id === 'TST-SR-NSW');
    expect(row?.cardEstimates?.homeDollarsPer30Days).toBeGreaterThan(0);
    expect(byHome.currentPlan?.card.cardEstimates).toEqual(row?.cardEstimates);
  });
});
