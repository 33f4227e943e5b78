import { describe, expect, it } from 'vitest';
import { compareRequestSchema } from '#shared/contracts/compare';
import {
  singleRateNsw,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { inMemoryCatalogue } from '#test-support/in-memory-catalogue';
import { inMemoryInquiries } from '#test-support/in-memory-inquiries';
import { inMemoryPeople } from '#test-support/in-memory-people';
import { comparePlans } from './compare-plans.ts';

const NOW = new Date('2025-07-03T00:00:00Z');

function deps() {
  return {
    clock: { now: () => NOW },
    referencePrices: async () => [],
    ids: { next: () => 'id-1' },
    market: inMemoryCatalogue([singleRateNsw, touMidnightOffPeak], NOW).market,
    inquiries: inMemoryInquiries().store,
    people: inMemoryPeople().store,
  };
}

/** Two days using 1 kWh each half-hour from 22:00 to 07:00 (off peak). */
const overnight = Array.from({ length: 96 }, (_, i) =>
  i % 48 < 14 || i % 48 >= 44 ? 1 : 0,
);

describe('comparePlans: the cheapest plan’s rate windows', () => {
  it('shares meter readings among the windows of the cheapest plan', async () => {
    // Arrange: all use is off peak, so the 20 c TOU plan beats 30 c single rate.
    const request = compareRequestSchema.parse({
      postcode: '2000',
      usage: {
        kind: 'intervals',
        startDate: '2025-07-01',
        intervalMinutes: 30,
        importKwh: overnight,
      },
      sort: 'green',
    });
    // Act
    const result = await comparePlans(deps(), request);
    // Assert
    expect(result.cheapestPlanWindows).toEqual({
      planId: 'TST-TOU',
      planName: expect.any(String),
      windows: [
        { label: 'Peak', kwh: 0, share: 0 },
        { label: 'Off peak', kwh: 36, share: 1 },
      ],
    });
  });

  it('gives none for typed usage, whose shape is our assumption', async () => {
    // Arrange
    const request = compareRequestSchema.parse({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    });
    // Act
    const result = await comparePlans(deps(), request);
    // Assert
    expect(result.cheapestPlanWindows).toBeNull();
  });
});
