import { describe, expect, it } from 'vitest';
import { compareRequestSchema } from '#shared/contracts/compare';
import { usageChartsFor } from '#shared/domain/compare/usage-for-charts';
import { profileForCompare } from '#shared/domain/compare/usage-for-compare';
import { chartsOf } from './kept-charts.ts';

const request = compareRequestSchema.parse({
  postcode: '2600',
  usage: {
    kind: 'bill',
    periods: [
      {
        startDate: '2025-07-01',
        endDate: '2025-09-30',
        generalKwh: 1425.9,
        controlledLoadKwh: 310.2,
        exportKwh: 402.7,
      },
    ],
    household: { people: 3, solarKw: 6.6 },
  },
});

describe('chartsOf', () => {
  it('draws the priced profile as usageChartsFor does, once per profile', () => {
    // Arrange
    const profile = profileForCompare(request, 2026);
    // Act
    const charts = chartsOf(request, 2026, undefined, profile);
    const again = chartsOf(request, 2026, undefined, profile);
    // Assert
    expect(charts).toEqual(usageChartsFor(request, 2026));
    expect(again).toBe(charts);
  });
});
