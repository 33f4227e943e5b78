import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { rankPlans } from './rank-plans.ts';

describe('rankPlans', () => {
  it('sorts by annual cost and excludes plans it cannot price', () => {
    // Arrange: a TOU plan whose windows leave the weekend uncovered
    const broken = structuredClone(fixtures.touMidnightOffPeak) as {
      data: {
        planId: string;
        electricityContract: {
          tariffPeriod: Array<{
            timeOfUseRates: Array<{ timeOfUse: Array<{ days: string[] }> }>;
          }>;
        };
      };
    };
    broken.data.planId = 'TST-BROKEN';
    for (const rate of broken.data.electricityContract.tariffPeriod[0]
      ?.timeOfUseRates ?? []) {
      for (const window of rate.timeOfUse)
        window.days = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
    }
    const plans = [
      fixtures.touMidnightOffPeak,
      fixtures.discounts,
      fixtures.singleRateNsw,
      broken,
      fixtures.gasBlocks,
    ].map(compileDocument);
    // Act
    const ranking = rankPlans(
      plans,
      flatAnnualProfile(3650, { startDate: '2025-01-01' }),
    );
    // Assert
    expect(ranking.ranked.map((cost) => cost.planId)).toEqual([
      'TST-DISCOUNTS',
      'TST-SR-NSW',
      'TST-TOU',
    ]);
    expect(ranking.excluded.map((plan) => plan.planId)).toEqual([
      'TST-BROKEN',
      'TST-GAS',
    ]);
    expect(ranking.excluded[0]?.reason).toMatch(
      /SUN 00:00-24:00, SAT 00:00-24:00 uncovered/,
    );
  });

  it('can rank with conditional discounts included', () => {
    const plans = [fixtures.singleRateNsw, fixtures.discounts].map(
      compileDocument,
    );
    const ranking = rankPlans(
      plans,
      flatAnnualProfile(3650, { startDate: '2025-01-01' }),
      { by: 'allDiscounts' },
    );
    expect(ranking.ranked[0]?.planId).toBe('TST-DISCOUNTS');
  });
});
