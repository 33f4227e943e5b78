import { describe, expect, it } from 'vitest';
import { epochDayOf } from '../usage/civil-date.ts';
import {
  AEST_RULE,
  dayOffset,
  localRule,
  stateOfDistributors,
} from './time-zone.ts';

describe('dayOffset', () => {
  const nsw = localRule('NSW');

  it('is an hour ahead of NEM time in NSW summer and level in winter', () => {
    expect(dayOffset(nsw, epochDayOf('2025-01-15')).startMinutes).toBe(60);
    expect(dayOffset(nsw, epochDayOf('2025-06-15')).startMinutes).toBe(0);
  });

  it('changes at 2:00 AEST on the first Sundays of April and October', () => {
    expect(dayOffset(nsw, epochDayOf('2025-04-06'))).toEqual({
      startMinutes: 60,
      changeAtMinute: 120,
      afterMinutes: 0,
    });
    expect(dayOffset(nsw, epochDayOf('2025-10-05'))).toEqual({
      startMinutes: 0,
      changeAtMinute: 120,
      afterMinutes: 60,
    });
  });

  it('keeps SA half an hour behind, and QLD and AEST plans level', () => {
    expect(
      dayOffset(localRule('SA'), epochDayOf('2025-06-15')).startMinutes,
    ).toBe(-30);
    expect(
      dayOffset(localRule('SA'), epochDayOf('2025-01-15')).startMinutes,
    ).toBe(30);
    expect(
      dayOffset(localRule('QLD'), epochDayOf('2025-01-15')).startMinutes,
    ).toBe(0);
    expect(dayOffset(AEST_RULE, epochDayOf('2025-01-15')).startMinutes).toBe(0);
  });
});

describe('stateOfDistributors', () => {
  it('knows the networks', () => {
    expect(stateOfDistributors(['Evoenergy'])).toBe('ACT');
    expect(stateOfDistributors(['SA Power Networks'])).toBe('SA');
    expect(stateOfDistributors(['Nowhere Grid'])).toBeUndefined();
  });

  it('puts Jemena gas in NSW and Jemena electricity in VIC, as plan matching does', () => {
    // Jemena Gas Networks serves NSW, Jemena Electricity Networks VIC.
    expect(stateOfDistributors(['Jemena Gas Networks (NSW)'])).toBe('NSW');
    expect(stateOfDistributors(['Jemena Electricity Networks (VIC)'])).toBe(
      'VIC',
    );
    expect(stateOfDistributors(['Nowhere Grid', 'Jemena Gas Networks'])).toBe(
      'NSW',
    );
  });
});
