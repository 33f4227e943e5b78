import { describe, expect, it } from 'vitest';
import { accumulateLayout } from './layout-sums.ts';
import { buildLayout, type WindowSpec } from './time-windows.ts';
import { AEST_RULE } from './time-zone.ts';

const ALL = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const WED = 3;
const THU = 4;

function layoutOf(entries: WindowSpec[][], requireFullCover: boolean) {
  return buildLayout(entries, {
    zone: AEST_RULE,
    path: 'tou',
    requireFullCover,
  }).layout;
}

/** Half-hourly values over `days` days with a few set by `[day, k, kWh]`. */
function halfHours(days: number, set: Array<[number, number, number]>) {
  const values = new Float64Array(days * 48);
  for (const [day, k, kwh] of set) values[day * 48 + k] = kwh;
  return values;
}

/** Peak 07:15-09:00 (bucket 0), the rest of the day (bucket 1). */
const quarterPastSeven = layoutOf(
  [
    [{ days: ALL, startTime: '07:15', endTime: '09:00' }],
    [{ days: ALL, startTime: '09:00', endTime: '07:15' }],
  ],
  true,
);

/** A Wednesday-only window 15:10-20:50; no bucket at other times. */
const wednesdayWindow = layoutOf(
  [[{ days: ['WED'], startTime: '15:10', endTime: '20:50' }]],
  false,
);

describe('accumulateLayout', () => {
  it('shares a half hour split by a window edge between both buckets', () => {
    // Arrange: 1.2 kWh 07:00-07:30 (split at 07:15), 0.4 kWh 08:00-08:30
    // (peak), 0.3 kWh 10:00-10:30 (other)
    const values = halfHours(1, [
      [0, 14, 1.2],
      [0, 16, 0.4],
      [0, 20, 0.3],
    ]);
    // Act
    const prefix = accumulateLayout({
      values,
      layout: quarterPastSeven,
      mode: 'sum',
      days: 1,
      intervalMinutes: 30,
      weekday: Uint8Array.of(WED),
      offsets: undefined,
    });
    // Assert: 3 of the 6 five-minute slots each: 0.6 + 0.4 peak, 0.6 + 0.3
    expect([...prefix]).toEqual([0, 0, 1, expect.closeTo(0.9, 12)]);
  });

  it('counts a split half hour in full towards the window maximum', () => {
    // Arrange: same use as above
    const values = halfHours(1, [
      [0, 14, 1.2],
      [0, 16, 0.4],
      [0, 20, 0.3],
    ]);
    // Act
    const maxima = accumulateLayout({
      values,
      layout: quarterPastSeven,
      mode: 'max',
      days: 1,
      intervalMinutes: 30,
      weekday: Uint8Array.of(WED),
      offsets: undefined,
    });
    // Assert: 07:00-07:30 touches the window, so its 1.2 kWh is the peak
    expect([...maxima]).toEqual([1.2]);
  });

  it('drops the part of a split half hour that no window covers', () => {
    // Arrange: Wed 0.5 kWh 15:00-15:30 and 0.7 kWh 20:30-21:00 (each 4 of
    // 6 slots inside), 0.9 kWh 17:30-18:00 (inside); Thu 2 kWh at 15:00
    const values = halfHours(2, [
      [0, 30, 0.5],
      [0, 35, 0.9],
      [0, 41, 0.7],
      [1, 30, 2],
    ]);
    const input = {
      values,
      layout: wednesdayWindow,
      days: 2,
      intervalMinutes: 30,
      weekday: Uint8Array.of(WED, THU),
      offsets: undefined,
    } as const;
    // Act
    const sums = accumulateLayout({ ...input, mode: 'sum' });
    const maxima = accumulateLayout({ ...input, mode: 'max' });
    // Assert: 0.5 × 4/6 + 0.9 + 0.7 × 4/6 = 1.7 on Wednesday, none Thursday;
    // the largest Wednesday interval touching the window is 0.9
    expect([...sums]).toEqual([
      0,
      expect.closeTo(1.7, 12),
      expect.closeTo(1.7, 12),
    ]);
    expect([...maxima]).toEqual([0.9, 0]);
  });
});
