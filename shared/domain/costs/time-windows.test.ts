import { describe, expect, it } from 'vitest';
import { buildLayout, SLOTS_PER_DAY, windowRanges } from './time-windows.ts';
import { AEST_RULE } from './time-zone.ts';

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
