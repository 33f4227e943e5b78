import { describe, expect, it } from 'vitest';
import type { UsageInput } from '../../contracts/compare.ts';
import type { CostBreakdown } from '../costs/breakdown.ts';
import {
  costRange,
  ERROR_BANDS,
  firstAcrossRange,
  inputKindOf,
} from './ranges.ts';

const line = (dollarsIncGst: number) => ({
  label: '',
  dollarsIncGst,
  dollarsExGst: dollarsIncGst / 1.1,
});
const breakdownOf = (parts: {
  supply?: number;
  usage?: number;
  controlledLoad?: number;
  demand?: number;
  feedIn?: number;
}) =>
  ({
    supply: [line(parts.supply ?? 0)],
    usage: [line(parts.usage ?? 0)],
    controlledLoad: [line(parts.controlledLoad ?? 0)],
    demand: [line(parts.demand ?? 0)],
    feedIn: [line(parts.feedIn ?? 0)],
    fees: [],
    guaranteedDiscounts: [],
    conditionalDiscounts: [],
  }) as unknown as CostBreakdown;

describe('error bands', () => {
  it('are narrowest for a year of meter data, then a bill, widest for the questionnaire', () => {
    expect(ERROR_BANDS.meterYear).toBeLessThan(ERROR_BANDS.billYear);
    expect(ERROR_BANDS.billYear).toBeLessThan(ERROR_BANDS.questionnaire);
    for (const band of Object.values(ERROR_BANDS)) {
      expect(band).toBeLessThanOrEqual(ERROR_BANDS.questionnaire);
    }
  });

  it('come from the kind of input and the days it covers', () => {
    const readings: UsageInput = {
      kind: 'intervals',
      startDate: '2026-01-01',
      intervalMinutes: 30,
      importKwh: [],
    };
    const bill: UsageInput = {
      kind: 'bill',
      periods: [{ startDate: '2026-01-01', endDate: '2026-03-31' }],
    };
    expect(inputKindOf(readings, 365)).toBe('meterYear');
    expect(inputKindOf(readings, 90)).toBe('meterPart');
    expect(inputKindOf(bill, 365)).toBe('billYear');
    expect(inputKindOf(bill, 90)).toBe('billPart');
    expect(inputKindOf({ kind: 'bill', household: { people: 2 } }, 365)).toBe(
      'questionnaire',
    );
    expect(inputKindOf({ kind: 'monthlyKwh', monthlyKwh: 300 }, 365)).toBe(
      'typedKwh',
    );
    expect(
      inputKindOf({ kind: 'monthlyBill', monthlyBillDollars: 150 }, 365),
    ).toBe('typedDollars');
  });
});

describe('a plan’s cost range', () => {
  it('moves the charges that follow energy and the feed-in credit, not supply', () => {
    // 400 supply + 1,000 use + 100 controlled load + 50 demand − 150 feed-in
    const breakdown = breakdownOf({
      supply: 400,
      usage: 1000,
      controlledLoad: 100,
      demand: 50,
      feedIn: -150,
    });
    // Energy moves 1,300 of it: ±10 % is ±130
    expect(costRange(1400, breakdown, 0.1)).toEqual({ low: 1270, high: 1530 });
  });
});

describe('the first plan across the range', () => {
  const plan = (planId: string, cost: number, low: number, high: number) => ({
    planId,
    annualCostIncGst: cost,
    range: { low, high },
  });

  it('stays first when it is cheapest at both ends', () => {
    expect(
      firstAcrossRange([
        plan('b', 1100, 1000, 1200),
        plan('a', 1000, 950, 1050),
      ]),
    ).toEqual({ firstPlanId: 'a', staysFirst: true, overtakenBy: null });
  });

  it('is overtaken by a plan cheaper at the high end (a low supply charge, dear use)', () => {
    expect(
      firstAcrossRange([
        plan('a', 1000, 800, 1200),
        plan('b', 1010, 900, 1120),
      ]),
    ).toEqual({ firstPlanId: 'a', staysFirst: false, overtakenBy: 'b' });
  });

  it('is overtaken by a plan cheaper at the low end', () => {
    expect(
      firstAcrossRange([
        plan('a', 1000, 950, 1050),
        plan('b', 1010, 900, 1120),
      ]),
    ).toEqual({ firstPlanId: 'a', staysFirst: false, overtakenBy: 'b' });
  });

  it('has no first plan among none', () => {
    expect(firstAcrossRange([])).toBeNull();
  });
});
