import { describe, expect, it } from 'vitest';
import type { BillUsage } from '../../contracts/compare.ts';
import {
  householdForCompare,
  householdHasOf,
  householdPeriodInWords,
} from './household-for-compare.ts';
import { usageBasis } from './usage-basis.ts';
import { profileForCompare } from './usage-for-compare.ts';

const quarter = {
  startDate: '2026-01-01',
  endDate: '2026-03-31',
  generalKwh: 900,
};
const bill: BillUsage = { kind: 'bill', periods: [quarter] };
const answersOnly: BillUsage = { kind: 'bill', household: { people: 2 } };

describe('a bill or questionnaire in a comparison', () => {
  it('builds the half-hours once per bill and postcode, and apart for another postcode', () => {
    // Act
    const first = householdForCompare(bill, '2600', 2026);
    const again = householdForCompare({ ...bill }, '2600', 2026);
    const elsewhere = householdForCompare(bill, '3000', 2026);
    // Assert
    expect(again).toBe(first);
    expect(elsewhere).not.toBe(first);
    expect(first.basis).toBe('bill');
    expect(first.profile.days).toBe(90);
  });

  it('keeps only the last few households', () => {
    const built = householdForCompare(answersOnly, '2000', 2026);
    for (let people = 3; people <= 12; people++) {
      householdForCompare(
        { kind: 'bill', household: { people } },
        '2000',
        2026,
      );
    }
    expect(householdForCompare(answersOnly, '2000', 2026)).not.toBe(built);
  });

  it('names the period an estimate comes from', () => {
    expect(householdPeriodInWords(bill)).toBe(
      'Estimated from a bill of 1 January 2026 to 31 March 2026, scaled to a year.',
    );
    expect(
      householdPeriodInWords({
        kind: 'bill',
        periods: [
          { ...quarter, startDate: '2026-04-01', endDate: '2026-12-31' },
          quarter,
        ],
      }),
    ).toBe('Estimated from a bill of 1 January 2026 to 31 December 2026.');
    expect(householdPeriodInWords(answersOnly)).toMatch(
      /^Estimated from your answers about the household, not a bill/,
    );
    expect(usageBasis(bill, 'kWh', 300)).toBe(
      'based on your bill from 1 January 2026 to 31 March 2026',
    );
    expect(usageBasis(answersOnly, 'kWh', 300)).toBe(
      'based on your answers about the household',
    );
  });

  it('counts a bill with export as panels, and the answers for the rest', () => {
    expect(householdHasOf(bill).solar).toBe(false);
    expect(
      householdHasOf({ kind: 'bill', periods: [{ ...quarter, exportKwh: 5 }] })
        .solar,
    ).toBe(true);
    expect(
      householdHasOf({ kind: 'bill', household: { batteryKwh: 10 } }).battery,
    ).toBe(true);
  });

  it('prices a bill for electricity at a postcode only', () => {
    const request = { usage: bill, energyType: 'Electricity' as const };
    expect(profileForCompare({ ...request, postcode: '2600' }, 2026).days).toBe(
      90,
    );
    expect(() => profileForCompare(request, 2026)).toThrow(RangeError);
    expect(() =>
      profileForCompare(
        { ...request, energyType: 'Gas', postcode: '2600' },
        2026,
      ),
    ).toThrow(/electricity/);
  });
});
