import { describe, expect, it } from 'vitest';
import { parsePlanDetail } from '../../cdr/plan-detail.ts';
import type { BillUsage } from '../../contracts/compare.ts';
import { compilePlan } from '../costs/compile-plan.ts';
import * as plans from '../costs/fixtures/plan-documents.ts';
import { epochDayOf } from '../usage/civil-date.ts';
import { channelTotal } from '../usage/usage-profile.ts';
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

  describe('a bill naming its plan', () => {
    const compiled = (document: unknown) =>
      compilePlan(parsePlanDetail(document));
    // Peak 07:00-22:00 every day, off-peak overnight, no shoulder.
    const peakOffPeak = compiled(plans.touMidnightOffPeak);
    const banded: BillUsage = {
      kind: 'bill',
      periods: [
        {
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          peakKwh: 300,
          offPeakKwh: 100,
        },
      ],
      currentPlanId: 'TST-TOU',
    };

    it('spreads the printed bands over that plan’s windows, not the network’s', () => {
      // Act
      const own = householdForCompare(banded, '2600', 2026, peakOffPeak);
      const typical = householdForCompare(banded, '2600', 2026);
      // Assert: 07:00-22:00 (half-hours 14-43) is the plan's peak; the
      // typical Evoenergy windows make 09:00-17:00 shoulder, which the
      // bill does not print.
      const sum = (profile: typeof own.profile, from: number, to: number) => {
        let total = 0;
        for (let d = 0; d < 31; d++)
          for (let k = from; k < to; k++)
            total += profile.importPerInterval[d * 48 + k] ?? 0;
        return total;
      };
      expect(own.diagnostics).toEqual([]);
      expect(sum(own.profile, 14, 44)).toBeCloseTo(300, 6);
      expect(sum(own.profile, 18, 34)).toBeGreaterThan(50);
      expect(sum(typical.profile, 18, 34)).toBeCloseTo(0, 6);
      expect(channelTotal(own.profile.importPerInterval)).toBeCloseTo(400, 6);
    });

    it('places each season’s bands in that season’s windows when the plan’s windows change with the season', () => {
      // Arrange: peak 07:00-22:00 in summer (listed first), 12:00-22:00 in winter.
      const seasonal = compiled(
        plans.planDocument('TST-SEASONAL-TOU', {
          pricingModel: 'TIME_OF_USE',
          tariffPeriod: [
            plans.peakOffPeakPeriod(
              [plans.everyDay('07:00', '21:59')],
              [plans.everyDay('22:00', '06:59')],
              { displayName: 'Summer', startDate: '12-01', endDate: '03-31' },
            ),
            plans.peakOffPeakPeriod(
              [plans.everyDay('12:00', '21:59')],
              [plans.everyDay('22:00', '11:59')],
              { displayName: 'Winter', startDate: '04-01', endDate: '11-30' },
            ),
          ],
        }),
      );
      const july: BillUsage = {
        ...banded,
        periods: [
          {
            startDate: '2026-07-01',
            endDate: '2026-07-31',
            peakKwh: 300,
            offPeakKwh: 100,
          },
        ],
        currentPlanId: 'TST-SEASONAL-TOU',
      };
      // Act
      const own = householdForCompare(july, '2000', 2026, seasonal);
      // Assert: July's 300 kWh of peak fall in winter's 12:00-22:00.
      const start = own.profile.startEpochDay;
      const julyFirst = epochDayOf('2026-07-01') - start;
      const sum = (from: number, to: number) => {
        let total = 0;
        for (let d = julyFirst; d < julyFirst + 31; d++)
          for (let k = from; k < to; k++)
            total += own.profile.importPerInterval[d * 48 + k] ?? 0;
        return total;
      };
      expect(seasonal.hasErrors).toBe(false);
      expect(own.diagnostics).toEqual([]);
      expect(sum(24, 44)).toBeCloseTo(300, 6);
      expect(sum(0, 48)).toBeCloseTo(400, 6);
    });

    it('says so when a band cannot fit that plan’s windows', () => {
      // Act
      const built = householdForCompare(
        {
          ...banded,
          periods: [
            {
              startDate: '2026-01-01',
              endDate: '2026-01-31',
              shoulderKwh: 50,
              peakKwh: 300,
              offPeakKwh: 100,
            },
          ],
        },
        '2600',
        2026,
        peakOffPeak,
      );
      // Assert
      expect(built.diagnostics).toEqual([
        'The 50 kWh of shoulder from 2026-01-01 to 2026-01-31 do not fit the windows of your current plan, TST-TOU: they are spread over the day instead.',
      ]);
      expect(channelTotal(built.profile.importPerInterval)).toBeCloseTo(450, 6);
    });

    it('places the bands in the typical windows, saying why, when that plan has one rate at all times', () => {
      // Act
      const built = householdForCompare(
        { ...banded, currentPlanId: 'TST-SR-NSW' },
        '2600',
        2026,
        compiled(plans.singleRateNsw),
      );
      const oneRate = householdForCompare(
        { ...bill, currentPlanId: 'TST-SR-NSW' },
        '2600',
        2026,
        compiled(plans.singleRateNsw),
      );
      // Assert
      expect(built.diagnostics).toEqual([
        'Your current plan, TST-SR-NSW, has no peak, shoulder or off-peak times: the bill’s bands are placed in the typical Evoenergy windows.',
      ]);
      expect(oneRate.diagnostics).toEqual([]);
    });
  });
});
