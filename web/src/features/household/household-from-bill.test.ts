import { describe, expect, it } from 'vitest';
import { EMPTY_HOUSEHOLD, type HouseholdForm } from './household-form';
import { householdFromBill } from './household-from-bill';

const typed: HouseholdForm = {
  ...EMPTY_HOUSEHOLD,
  bands: 'timeOfUse',
  peakKwh: '99',
  controlledLoadKwh: '50',
  solarKw: '6.6',
};

describe('householdFromBill', () => {
  it('replaces the bill’s fields, keeps the answers, and names what the bill did not give', () => {
    // Act
    const { form, missing } = householdFromBill(
      {
        period: { from: '2026-01-01', to: '2026-03-31' },
        days: 90,
        bands: { generalKwh: 1234, exportKwh: 300 },
      },
      typed,
    );
    // Assert
    expect(form).toMatchObject({
      source: 'bill',
      periodBy: 'dates',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      days: '',
      bands: 'one',
      generalKwh: '1234',
      peakKwh: '',
      controlledLoadKwh: '',
      exportKwh: '300',
      solarKw: '6.6',
    });
    expect(missing).toEqual(['controlledLoadKwh']);
  });

  it('takes the days when the bill gives no dates, and names the bands it lacks', () => {
    // Act
    const { form, missing } = householdFromBill(
      { days: 91, bands: { peakKwh: 400, offPeakKwh: 700 } },
      { ...EMPTY_HOUSEHOLD, source: 'questions' },
    );
    // Assert
    expect(form).toMatchObject({
      source: 'bill',
      periodBy: 'days',
      days: '91',
      startDate: '',
      bands: 'timeOfUse',
      peakKwh: '400',
      offPeakKwh: '700',
    });
    expect(missing).toEqual(['shoulderKwh', 'controlledLoadKwh', 'exportKwh']);
  });

  it('names the period and the use when the bill gave neither', () => {
    const { missing } = householdFromBill({}, EMPTY_HOUSEHOLD);
    expect(missing).toEqual([
      'startDate',
      'endDate',
      'generalKwh',
      'controlledLoadKwh',
      'exportKwh',
    ]);
  });
});
