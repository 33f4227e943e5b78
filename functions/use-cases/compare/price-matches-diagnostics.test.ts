import { describe, expect, it } from 'vitest';
import { compareRequestSchema } from '#shared/contracts/compare';
import { compileDocument } from '#shared/domain/costs/fixtures/compile-document';
import { demandInsideTou } from '#shared/domain/costs/fixtures/published-shapes';
import { flatAnnualProfile } from '#shared/domain/usage/flat-profile';
import { createUsageProfile } from '#shared/domain/usage/usage-profile';
import type { PlanRecord } from '../ports-plans.ts';
import { priceMatches } from './price-matches.ts';

const plan = compileDocument(demandInsideTou());
const record: PlanRecord = {
  id: plan.planId,
  brand: 'test-energy',
  retailer: 'Test Energy',
  planName: 'Demand inside TOU',
  planType: 'Variable',
  energyType: 'Electricity',
  customerType: 'Residential',
  greenEnergyPercent: 0,
  supplyChargeDollarsPerDay: 1.1,
  usageCentsPerUnit: 22,
  solarFeedInCentsPerKwh: null,
  exitFees: 'None',
  contractTerm: 'None',
  features: [],
  availableStates: ['ACT'],
  networks: ['Evoenergy'],
  retailerUrl: null,
  isPopular: false,
  isActive: true,
  lastUpdated: '2025-07-01T00:00:00.000Z',
  dataSource: 'CDR',
  includedPostcodes: [],
  excludedPostcodes: [],
  cdrLastUpdated: '2025-07-01T00:00:00.000Z',
  sourceBrand: 'test-energy',
};
const now = Date.parse('2025-07-02T00:00:00Z');
const tariffs = new Map([[plan.planId, plan]]);

describe('priceMatches diagnostics', () => {
  it('gives each plan its warnings as sentences, estimated on a typical profile', () => {
    // Arrange
    const request = compareRequestSchema.parse({
      postcode: '2600',
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    });
    const profile = flatAnnualProfile(3600, { startDate: '2025-01-01' });
    // Act
    const { plans } = priceMatches([record], tariffs, profile, request, now);
    // Assert
    expect(plans[0]?.diagnostics).toEqual([
      'Demand charges are published inside the time-of-use usage period rather than in a demand period of their own; they are priced all the same.',
    ]);
    expect(plans[0]?.confidence).toBe('estimated');
  });

  it('is exact on a year of meter data for a fully structured tariff', () => {
    // Arrange
    const importKwh = Array.from({ length: 365 * 48 }, () => 0.2);
    const request = compareRequestSchema.parse({
      postcode: '2600',
      usage: {
        kind: 'intervals',
        startDate: '2025-01-01',
        intervalMinutes: 30,
        importKwh,
      },
    });
    const profile = createUsageProfile({
      startDate: '2025-01-01',
      intervalMinutes: 30,
      importPerInterval: Float64Array.from(importKwh),
    });
    // Act
    const { plans } = priceMatches([record], tariffs, profile, request, now);
    // Assert
    expect(plans[0]?.confidence).toBe('exact');
  });
});
