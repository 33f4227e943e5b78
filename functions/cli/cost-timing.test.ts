import { describe, expect, it } from 'vitest';
import { compileDocument } from '#shared/domain/costs/fixtures/compile-document';
import {
  anytimePeriod,
  planDocument,
  touMidnightOffPeak,
} from '#shared/domain/costs/fixtures/plan-documents';
import { type CompiledFolder, rankFolder } from './cost-batch.ts';
import { billProfile } from './cost-profile.ts';

const period = { startDate: '2025-07-01', endDate: '2025-09-30' };
const singleRate = (supply: number) =>
  compileDocument(
    planDocument(`TST-SR-${supply.toFixed(4)}`, {
      pricingModel: 'SINGLE_RATE',
      timeZone: 'LOCAL',
      tariffPeriod: [anytimePeriod(supply.toFixed(4))],
    }),
  );
const folderOf = (plans: CompiledFolder['plans']): CompiledFolder => ({
  plans,
  refused: [],
  fileOf: new Map(),
  rulesOf: new Map(),
});

describe('cost --bill ranking when the bill cannot say when', () => {
  const general = billProfile(
    { postcode: '2600', periods: [{ ...period, generalKwh: 1400 }] },
    2025,
  );
  const tou = compileDocument(touMidnightOffPeak);
  const run = (plans: CompiledFolder['plans']) =>
    rankFolder(
      folderOf(plans),
      general.profile,
      'typical',
      {},
      undefined,
      general.household?.timingShifted,
    );

  it('ranks a time-of-use plan cheaper by less than its timing allowance below a single-rate plan, saying why on its row', () => {
    // Arrange: a single-rate plan dearer than the time-of-use plan by half
    // its allowance (its supply charge solved for that)
    const [touRow] = run([tou]).priced;
    const allowance = touRow?.timingAllowanceDollars ?? 0;
    const costAt = (supply: number) =>
      run([singleRate(supply)]).priced[0]?.annualCostIncGst ?? 0;
    const perDollarOfSupply = costAt(2) - costAt(1);
    const target = (touRow?.annualCostIncGst ?? 0) + allowance / 2;
    const supply = 1 + (target - costAt(1)) / perDollarOfSupply;
    const single = singleRate(supply);
    // Act
    const result = run([tou, single]);
    // Assert
    expect(allowance).toBeGreaterThan(0);
    expect(result.priced.map((row) => row.planId)).toEqual([
      single.planId,
      tou.planId,
    ]);
    expect(result.priced[0]?.annualCostIncGst).toBeGreaterThan(
      result.priced[1]?.annualCostIncGst ?? Infinity,
    );
    expect(result.priced[1]).toMatchObject({
      rank: 2,
      timingAllowanceDollars: allowance,
      timingNote: expect.stringContaining('Cost depends on when you use power'),
    });
    expect(result.priced[0]?.timingAllowanceDollars).toBeUndefined();
  });

  it('ranks a banded bill by cost alone, with no timing allowance', () => {
    // Arrange
    const banded = billProfile(
      {
        postcode: '2600',
        periods: [
          { ...period, peakKwh: 500, shoulderKwh: 400, offPeakKwh: 500 },
        ],
      },
      2025,
    );
    // Act
    const result = rankFolder(
      folderOf([tou, singleRate(1), singleRate(0.5)]),
      banded.profile,
      'typical',
      {},
      undefined,
      banded.household?.timingShifted,
    );
    // Assert
    const costs = result.priced.map((row) => row.annualCostIncGst);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(
      result.priced.every((row) => row.timingAllowanceDollars === undefined),
    ).toBe(true);
  });
});
