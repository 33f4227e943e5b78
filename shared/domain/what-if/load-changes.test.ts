import { describe, expect, it } from 'vitest';
import { addEvLoad, evAnnualKwh, shiftEveningLoad } from './load-changes.ts';
import type { LocalClock } from './local-clock.ts';

/** A clock where interval i is local half-hour i % 48 (`shiftBy` moves it). */
function clockOf(days: number, shiftBy = 0): LocalClock {
  const halfHour = new Uint8Array(days * 48);
  for (let i = 0; i < halfHour.length; i++) halfHour[i] = (i + shiftBy) % 48;
  return { halfHour, weekday: new Uint8Array(days * 48) };
}

const sum = (values: Float64Array) => values.reduce((a, b) => a + b, 0);

describe('evAnnualKwh', () => {
  it('is distance times consumption per 100 km', () => {
    expect(
      evAnnualKwh({ kmPerYear: 10_000, kwhPer100Km: 17, charging: 'any' }),
    ).toBe(1700);
  });
});

describe('addEvLoad (docs/what-if.md, The EV)', () => {
  const ev = { kmPerYear: 36_500, kwhPer100Km: 12 } as const; // 12 kWh a day

  it('spreads overnight charging over midnight to 6 am', () => {
    const load = new Float64Array(48).fill(0.1);
    const out = addEvLoad(load, clockOf(1), { ...ev, charging: 'overnight' });
    expect(out[0]).toBeCloseTo(0.1 + 1, 10);
    expect(out[11]).toBeCloseTo(1.1, 10);
    expect(out[12]).toBeCloseTo(0.1, 10);
    expect(sum(out) - sum(load)).toBeCloseTo(12, 10);
    expect(load[0]).toBe(0.1); // the input is left alone
  });

  it('charges at midday and in the plugged-in evening window', () => {
    const load = new Float64Array(48);
    const midday = addEvLoad(load, clockOf(1), { ...ev, charging: 'midday' });
    expect(midday[19]).toBe(0);
    expect(midday[20]).toBeCloseTo(1.2, 10);
    expect(midday[30]).toBe(0);
    const any = addEvLoad(load, clockOf(1), { ...ev, charging: 'any' });
    expect(any[35]).toBe(0);
    expect(any[36]).toBeCloseTo(1.5, 10);
    expect(any[43]).toBeCloseTo(1.5, 10);
    expect(any[44]).toBe(0);
  });

  it('follows the local clock, not the interval index', () => {
    const load = new Float64Array(48);
    const out = addEvLoad(load, clockOf(1, 2), {
      ...ev,
      charging: 'overnight',
    });
    expect(out[46]).toBeCloseTo(1, 10); // local half-hour 0
    expect(out[10]).toBe(0); // local half-hour 12
  });
});

describe('shiftEveningLoad', () => {
  it('moves the share of evening use into midday and keeps each day total', () => {
    const load = new Float64Array(96).fill(1);
    const out = shiftEveningLoad(load, clockOf(2), { eveningShare: 0.5 });
    expect(out[34]).toBeCloseTo(0.5, 10);
    expect(out[41]).toBeCloseTo(0.5, 10);
    // 8 evening half-hours give 4 kWh over 10 midday half-hours.
    expect(out[20]).toBeCloseTo(1.4, 10);
    expect(out[48 + 29]).toBeCloseTo(1.4, 10);
    expect(out[0]).toBe(1);
    expect(sum(out.subarray(0, 48))).toBeCloseTo(48, 10);
    expect(sum(out.subarray(48))).toBeCloseTo(48, 10);
  });
});
