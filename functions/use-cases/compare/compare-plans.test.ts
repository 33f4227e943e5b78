import { describe, expect, it } from 'vitest';
import {
  type CompareRequestInput,
  compareRequestSchema,
} from '#shared/contracts/compare';
import {
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
