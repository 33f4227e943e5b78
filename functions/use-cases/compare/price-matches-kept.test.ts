import { describe, expect, it } from 'vitest';
import { compareRequestSchema } from '#shared/contracts/compare';
import { compileDocument } from '#shared/domain/costs/fixtures/compile-document';
import { singleRateNsw } from '#shared/domain/costs/fixtures/plan-documents';
import { PricingContext } from '#shared/domain/costs/pricing-context';
import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import { STALE_AFTER_MS } from '#shared/domain/plans/staleness';
import { flatAnnualProfile } from '#shared/domain/usage/flat-profile';
import type { PlanRecord } from '../ports-plans.ts';
import { priceMatches } from './price-matches.ts';

const updated = new Date('2025-07-01T00:00:00Z');
const recordOf = (): PlanRecord => {
  const entry = catalogueEntryFromCdr(singleRateNsw.data, updated);
  return {
    ...entry.summary,
    includedPostcodes: entry.includedPostcodes,
    excludedPostcodes: entry.excludedPostcodes,
    cdrLastUpdated: entry.summary.lastUpdated,
    sourceBrand: 'test-energy',
  };
};
const plan = compileDocument(singleRateNsw);
const tariffs = new Map([[plan.planId, plan]]);
const request = compareRequestSchema.parse({
  postcode: '2000',
  usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
});

describe('priceMatches on kept usage sums', () => {
  it('gives the same row again for the same sums, record and day', () => {
    // Arrange
    const record = recordOf();
    const context = new PricingContext(
      flatAnnualProfile(3600, { startDate: '2025-01-01' }),
    );
    const now = Date.parse(record.lastUpdated) + 60_000;
    const first = priceMatches([record], tariffs, context, request, now);
    // Act
    const again = priceMatches([record], tariffs, context, request, now);
    const newRecord = priceMatches(
      [recordOf()],
      tariffs,
      context,
      request,
      now,
    );
    // Assert
    expect(first.plans).toHaveLength(1);
    expect(again.plans[0]).toBe(first.plans[0]);
    expect(newRecord.plans[0]).not.toBe(first.plans[0]);
    expect(newRecord.plans[0]).toEqual(first.plans[0]);
  });

  it('reads staleness afresh on a kept row', () => {
    // Arrange
    const record = { ...recordOf(), lastUpdated: '2025-07-01T12:00:00.000Z' };
    const context = new PricingContext(
      flatAnnualProfile(3600, { startDate: '2025-01-01' }),
    );
    const turns = Date.parse(record.lastUpdated) + STALE_AFTER_MS;
    const before = priceMatches(
      [record],
      tariffs,
      context,
      request,
      turns - 60_000,
    );
    // Act: a minute after it turns stale, the same day
    const stale = priceMatches(
      [record],
      tariffs,
      context,
      request,
      turns + 60_000,
    );
    // Assert
    expect(stale.plans[0]?.annualCostIncGst).toBe(
      before.plans[0]?.annualCostIncGst,
    );
    expect(before.plans[0]?.isStale).toBe(false);
    expect(stale.plans[0]?.isStale).toBe(true);
  });
});
