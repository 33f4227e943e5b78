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

  it('prices plans that price alike once, each under its own id, and a plan one price apart on its own', () => {
    // Arrange: the discounts plan published again under another id and
    // name, and once more with a dearer membership fee
    const renamed = structuredClone(fixtures.discounts) as {
      data: { planId: string; displayName: string };
    };
    renamed.data.planId = 'TST-DISCOUNTS-AGAIN';
    renamed.data.displayName = 'Same tariff, new name';
    const dearer = structuredClone(fixtures.discounts) as {
      data: {
        planId: string;
        electricityContract: { fees: Array<{ amount: string }> };
      };
    };
    dearer.data.planId = 'TST-DISCOUNTS-DEARER';
    const fee = dearer.data.electricityContract.fees[0];
    if (fee) fee.amount = '61.00';
    const profile = flatAnnualProfile(3650, { startDate: '2025-01-01' });
    const [original, again, apart] = [fixtures.discounts, renamed, dearer].map(
      compileDocument,
    );
    if (!original || !again || !apart) throw new Error('fixtures compile');
    // Act
    const { ranked } = rankPlans([original, again, apart], profile);
    const alone = rankPlans([again], profile).ranked[0];
    // Assert: the copy costs what it costs priced alone, under its own id
    expect(ranked.map((cost) => cost.planId)).toEqual([
      'TST-DISCOUNTS',
      'TST-DISCOUNTS-AGAIN',
      'TST-DISCOUNTS-DEARER',
    ]);
    expect(ranked[1]).toEqual(alone);
    expect(ranked[1]?.annualCostIncGst).toBe(ranked[0]?.annualCostIncGst);
    expect(ranked[2]?.annualCostIncGst).toBeCloseTo(
      (ranked[0]?.annualCostIncGst ?? 0) + 1,
      9,
    );
  });
});
