import { describe, expect, it } from 'vitest';
import {
  billUsageOf,
  EMPTY_HOUSEHOLD,
  type HouseholdForm,
  householdFieldOf,
  periodDatesOf,
} from './household-form';

const today = new Date(2026, 10, 27);
const bill: HouseholdForm = {
  ...EMPTY_HOUSEHOLD,
  startDate: '2026-07-01',
  endDate: '2026-09-30',
  generalKwh: '1,425.9',
  controlledLoadKwh: '310.2',
};

describe('the bill step as the compare API reads it', () => {
  it('counts a number of days back from yesterday, so the season is placed', () => {
    expect(
      periodDatesOf({ ...bill, periodBy: 'days', days: '91' }, today),
    ).toEqual({ startDate: '2026-08-28', endDate: '2026-11-26' });
  });

  it('sends the time-of-use bands as printed and leaves the one rate out', () => {
    // Act
    const usage = billUsageOf(
      {
        ...bill,
        bands: 'timeOfUse',
        peakKwh: '400',
        shoulderKwh: '600.5',
        offPeakKwh: '',
      },
      today,
    );
    // Assert
    expect(usage).toEqual({
      kind: 'bill',
      periods: [
        {
          startDate: '2026-07-01',
          endDate: '2026-09-30',
          peakKwh: 400,
          shoulderKwh: 600.5,
          controlledLoadKwh: 310.2,
        },
      ],
    });
  });

  it('sends the answers with the bill, and a text that is no number as NaN for the checks to name', () => {
    const usage = billUsageOf(
      { ...bill, solarKw: '6.6', batteryKwh: 'ten', homeDuringDay: true },
      today,
    );
    expect(usage.household).toEqual({
      solarKw: 6.6,
      batteryKwh: Number.NaN,
      homeDuringDay: true,
    });
  });

  it.each([
    ['usage.periods.0.endDate', 'dates', 'one', 'endDate'],
    ['usage.periods.0.startDate', 'days', 'one', 'days'],
    ['usage.periods', 'days', 'one', 'days'],
    ['usage.periods.0.generalKwh', 'dates', 'timeOfUse', 'peakKwh'],
    ['usage.periods.0.exportKwh', 'dates', 'one', 'exportKwh'],
    ['usage.household.solarKw', 'dates', 'one', 'solarKw'],
    ['usage.household.ev.kmPerYear', 'dates', 'one', 'evKm'],
    ['usage.household.ev.charging', 'dates', 'one', 'evCharging'],
    ['usage.household.controlledLoad', 'dates', 'one', 'hotWater'],
  ] as const)(
    'shows the refusal of %s beside its field (%s, %s)',
    (path, periodBy, bands, field) => {
      expect(householdFieldOf(path, { periodBy, bands, source: 'bill' })).toBe(
        field,
      );
    },
  );

  it('puts a refusal of the missing bill on the first answer when there is no bill', () => {
    expect(
      householdFieldOf(['periods'], {
        periodBy: 'dates',
        bands: 'one',
        source: 'questions',
      }),
    ).toBe('people');
  });
});
