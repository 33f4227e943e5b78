import { describe, expect, it } from 'vitest';
import { EMPTY_HOUSEHOLD } from '@/features/household/household-form';
import type { CompareState } from './compare-state';
import { comparisonSearch, initialState } from './compare-url';

const withBill: CompareState = {
  ...initialState(new URLSearchParams('postcode=2600')).state,
  usageMode: 'household',
  showAllPlans: true,
  household: {
    ...EMPTY_HOUSEHOLD,
    startDate: '2026-07-01',
    endDate: '2026-09-30',
    bands: 'timeOfUse',
    peakKwh: '400',
    shoulderKwh: '600',
    offPeakKwh: '425.9',
    controlledLoadKwh: '310.2',
    exportKwh: '402.7',
    people: '3',
    hotWater: 'electricControlledLoad',
    solarKw: '6.6',
    evCharging: 'overnight',
    evKm: '12000',
    poolPump: true,
    homeDuringDay: true,
  },
};

describe('a bill or the questionnaire in the address', () => {
  it('opens again on the same bill and answers, and reruns', () => {
    // Act
    const opened = initialState(comparisonSearch(withBill));
    // Assert
    expect(opened.state).toEqual(withBill);
    expect(opened.runs).toBe(true);
  });

  it('holds figures and kinds only: never the seniors card, nor a field of the other way of giving the period', () => {
    // Arrange
    const senior: CompareState = {
      ...withBill,
      household: {
        ...withBill.household,
        periodBy: 'days',
        days: '91',
        seniorCard: true,
      },
    };
    // Act
    const search = comparisonSearch(senior);
    // Assert
    expect(search.get('household')).toBe('bill');
    expect(search.get('days')).toBe('91');
    expect(search.has('from')).toBe(false);
    expect(search.has('usage')).toBe(false);
    expect(search.toString()).not.toMatch(/senior/i);
    expect(initialState(search).state.household).toEqual({
      ...senior.household,
      startDate: '',
      endDate: '',
      seniorCard: false,
    });
  });

  it('keeps the questionnaire without any bill figure typed before', () => {
    const questions: CompareState = {
      ...withBill,
      household: { ...withBill.household, source: 'questions' },
    };
    const search = comparisonSearch(questions);
    expect(search.get('household')).toBe('questions');
    expect(search.has('peakKwh')).toBe(false);
    expect(search.get('people')).toBe('3');
  });

  it('drops a value a link could not have come from', () => {
    const opened = initialState(
      new URLSearchParams(
        'postcode=2600&household=bill&from=2026-07-01&to=2026-09-30&kwh=%3Cscript%3E',
      ),
    );
    expect(opened.state.household.generalKwh).toBe('');
    expect(opened.state.usageMode).toBe('household');
  });
});
