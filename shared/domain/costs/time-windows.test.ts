import { describe, expect, it } from 'vitest';
import { buildLayout, SLOTS_PER_DAY, windowRanges } from './time-windows.ts';
import { AEST_RULE } from './time-zone.ts';
import { describeRuns } from './week-slots.ts';

const ALL = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const options = { zone: AEST_RULE, path: 'tou', requireFullCover: true };

describe('windowRanges', () => {
  it.each([
    ['07:00', '21:59', [[420, 1320]]],
    [
      '22:00',
      '06:59',
      [
        [1320, 1440],
        [0, 420],
      ],
    ],
    ['21:00', '00:00', [[1260, 1440]]],
    ['00:00', '00:00', [[0, 1440]]],
    ['00:00', '23:59', [[0, 1440]]],
    ['15:00', '21:00', [[900, 1260]]],
  ])('reads %s-%s', (startTime, endTime, expected) => {
    expect(windowRanges({ startTime, endTime })).toEqual(expected);
  });
});

describe('buildLayout', () => {
  it('tiles the week with a midnight-crossing off-peak window', () => {
    // Act
    const { layout, diagnostics } = buildLayout(
      [
        [{ days: ALL, startTime: '07:00', endTime: '21:59' }],
        [{ days: ALL, startTime: '22:00', endTime: '06:59' }],
      ],
      options,
    );
    // Assert
    expect(diagnostics).toEqual([]);
    expect(layout.slots[0]).toBe(1);
    expect(layout.slots[7 * 12]).toBe(0);
    expect(layout.slots[SLOTS_PER_DAY - 1]).toBe(1);
  });

  it('reports hours no window covers instead of guessing', () => {
    const { diagnostics } = buildLayout(
      [
        [
          {
            days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
            startTime: '00:00',
            endTime: '00:00',
          },
        ],
      ],
      options,
    );
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        path: 'tou',
        message:
          'time-of-use windows leave SUN 00:00-24:00, SAT 00:00-24:00 uncovered',
      },
    ]);
  });

  it('reports windows of different rates that overlap', () => {
    const { diagnostics } = buildLayout(
      [
        [{ days: ALL, startTime: '00:00', endTime: '16:00' }],
        [{ days: ['MON'], startTime: '15:00', endTime: '00:00' }],
      ],
      { ...options, requireFullCover: false },
    );
    expect(diagnostics[0]?.message).toBe(
      'time-of-use windows overlap at MON 15:00-16:00',
    );
  });

  it('gives equal layouts equal keys so their usage sums are shared', () => {
    const a = buildLayout(
      [[{ days: ALL, startTime: '00:00', endTime: '00:00' }]],
      options,
    );
    const b = buildLayout(
      [[{ days: ALL, startTime: '00:00', endTime: '23:59' }]],
      options,
    );
    expect(a.layout.key).toBe(b.layout.key);
  });
});

describe('window edge cases', () => {
  it('reads a missing start as midnight and a missing end as the end of day', () => {
    // Act / Assert: minutes [from, to) of the day
    expect(windowRanges({})).toEqual([[0, 1440]]);
    expect(windowRanges({ startTime: '10:00' })).toEqual([[600, 1440]]);
    expect(windowRanges({ endTime: '06:00' })).toEqual([[0, 360]]);
  });

  it('applies a window without days to every day of the week', () => {
    // Act
    const { layout, diagnostics } = buildLayout(
      [[{ startTime: '00:00', endTime: '00:00' }]],
      options,
    );
    // Assert
    expect(diagnostics).toEqual([]);
    expect(layout.slots.every((bucket) => bucket === 0)).toBe(true);
  });

  it('gives uncovered slots a fallback bucket of their own', () => {
    // Act: one rate 07:00-09:00 every day; everything else in bucket 1
    const { layout, diagnostics } = buildLayout(
      [[{ days: ALL, startTime: '07:00', endTime: '09:00' }]],
      { ...options, requireFullCover: false, fallbackBucket: 1 },
    );
    // Assert: slot 84 is 07:00, slot 108 is 09:00
    expect(diagnostics).toEqual([]);
    expect(layout.bucketCount).toBe(2);
    expect([layout.slots[83], layout.slots[84], layout.slots[108]]).toEqual([
      1, 0, 1,
    ]);
  });

  it('describes at most four runs of slots, then counts the rest', () => {
    // Act: six separate five-minute slots on Sunday
    const text = describeRuns([0, 2, 4, 6, 8, 10]);
    // Assert
    expect(text).toBe(
      'SUN 00:00-00:05, SUN 00:10-00:15, SUN 00:20-00:25, SUN 00:30-00:35 and 2 more',
    );
  });
  it('lets the windows of one rate overlap each other without error', () => {
    // Act: weekday evenings listed twice, once as part of a longer window
    const { layout, diagnostics } = buildLayout(
      [
        [
          { days: ALL, startTime: '00:00', endTime: '00:00' },
          { days: ['MON'], startTime: '17:00', endTime: '20:00' },
        ],
      ],
      options,
    );
    // Assert
    expect(diagnostics).toEqual([]);
    expect(layout.slots.every((bucket) => bucket === 0)).toBe(true);
  });
});
