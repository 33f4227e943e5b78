import { describe, expect, it } from 'vitest';
import { clockLabel, gridRuns, runLabel } from './grid-runs';

const cells = (ranges: [number, number, number | null][]) => {
  const row: (number | null)[] = [];
  for (const [from, to, rate] of ranges)
    for (let i = from; i < to; i++) row[i] = rate;
  return row;
};

describe('gridRuns', () => {
  it('reads each row as stretches of one rate, from midnight to midnight', () => {
    const runs = gridRuns({
      rows: [
        {
          days: 'Weekdays',
          cells: cells([
            [0, 14, 0],
            [14, 44, 1],
            [44, 48, 0],
          ]),
        },
        { days: 'Weekends', cells: cells([[0, 48, null]]) },
      ],
    });
    expect(runs.map(runLabel)).toEqual([
      'Weekdays, 12am to 7am',
      'Weekdays, 7am to 10pm',
      'Weekdays, 10pm to 12am',
      'Weekends, 12am to 12am',
    ]);
    expect(runs.map((r) => r.rate)).toEqual([0, 1, 0, null]);
  });
});

describe('clockLabel', () => {
  it('writes half-hours on a 12-hour clock', () => {
    expect(clockLabel(0)).toBe('12am');
    expect(clockLabel(1)).toBe('12:30am');
    expect(clockLabel(24)).toBe('12pm');
    expect(clockLabel(31)).toBe('3:30pm');
    expect(clockLabel(48)).toBe('12am');
  });
});
