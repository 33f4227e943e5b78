import { describe, expect, it } from 'vitest';
import { leapCalendarIndex } from '../usage/civil-date.ts';
import { calendarMaskFromText, windowFromText } from './text-windows.ts';

const ALL = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI'];

describe('windowFromText', () => {
  it.each([
    ['from 5pm to 9pm Mon to Sun', ALL, '17:00', '21:00'],
    ['from 9pm to 9am Mon to Sun', ALL, '21:00', '09:00'],
    ['within the period Mon - Fri, 17:00 - 20:00.', WEEK, '17:00', '20:00'],
    ['between 3pm to 9pm on weekdays', WEEK, '15:00', '21:00'],
    ['5 to 8pm on business days', WEEK, '17:00', '20:00'],
    ['12am to 6:30 am', ALL, '00:00', '06:30'],
  ])('reads %j', (text, days, startTime, endTime) => {
    expect(windowFromText(text)).toEqual({ days, startTime, endTime });
  });

  it.each([
    'Rolling Anytime Demand',
    'within 30 days from the bill',
    'between 5 and 8 on weekdays',
    'from 5pm to 5pm',
  ])('finds no window in %j', (text) => {
    expect(windowFromText(text)).toBeUndefined();
  });
});

describe('calendarMaskFromText', () => {
  const days = (mask: Uint8Array | undefined) =>
    mask?.reduce((sum, day) => sum + day, 0);

  it('reads day-month ranges, wrapping the year and joined by &', () => {
    const mask = calendarMaskFromText(
      'High Season (01-Nov to 31-Mar & 01-Jun to 31-Aug)',
    );
    // Nov-Mar with 29 Feb is 152 days, Jun-Aug 92
    expect(days(mask)).toBe(244);
    expect(mask?.[leapCalendarIndex(4, 1)]).toBe(0);
    expect(mask?.[leapCalendarIndex(1, 15)]).toBe(1);
  });

  it('reads whole months when no days are given, and skips unknown months', () => {
    expect(days(calendarMaskFromText('Jun - Aug, Mon - Fri'))).toBe(92);
    expect(calendarMaskFromText('1 Foo to 2 Bar')).toBeUndefined();
    expect(calendarMaskFromText('Peak Demand')).toBeUndefined();
  });
});
