import { describe, expect, it } from 'vitest';
import {
  SLOTS_PER_DAY,
  summariseUsage,
  usageOfSummary,
} from './usage-summary.ts';

const days = (n: number, perSlot: (day: number, slot: number) => number) =>
  Array.from({ length: n * SLOTS_PER_DAY }, (_, i) =>
    perSlot(Math.floor(i / SLOTS_PER_DAY), i % SLOTS_PER_DAY),
  );

describe('summariseUsage', () => {
  it('keeps a monthly figure or a bill as given', () => {
    expect(summariseUsage({ kind: 'monthlyKwh', monthlyKwh: 400 })).toEqual({
      kind: 'monthlyKwh',
      monthlyKwh: 400,
    });
    expect(
      summariseUsage({ kind: 'monthlyBill', monthlyBillDollars: 150 }),
    ).toEqual({ kind: 'monthlyBill', monthlyBillDollars: 150 });
  });

  it('turns meter readings into 12 × 48 half-hour averages, never the readings', () => {
    // 31 days of January then 28 of February: evenings cost more.
    const importKwh = days(
      59,
      (day, slot) => (day < 31 ? 1 : 2) * (slot >= 36 ? 0.5 : 0.1),
    );
    const summary = summariseUsage({
      kind: 'intervals',
      startDate: '2025-01-01',
      intervalMinutes: 30,
      importKwh,
    });
    if (summary.kind !== 'halfHourProfile') throw new Error('no profile');
    expect(summary.importKwh).toHaveLength(12);
    expect(summary.importKwh[0]?.[10]).toBeCloseTo(0.1);
    expect(summary.importKwh[0]?.[40]).toBeCloseTo(0.5);
    expect(summary.importKwh[1]?.[40]).toBeCloseTo(1);
    // Months without readings take the average day of those with them.
    expect(summary.importKwh[6]?.[40]).toBeCloseTo((31 * 0.5 + 28 * 1) / 59);
    expect(summary.exportKwh).toBeUndefined();
    expect(JSON.stringify(summary).length).toBeLessThan(
      JSON.stringify(importKwh).length,
    );
  });

  it('keeps exports when the meter recorded any', () => {
    const summary = summariseUsage({
      kind: 'intervals',
      startDate: '2025-03-01',
      intervalMinutes: 30,
      importKwh: days(2, () => 0.2),
      exportKwh: days(2, (_, slot) => (slot === 24 ? 1.5 : 0)),
    });
    if (summary.kind !== 'halfHourProfile') throw new Error('no profile');
    expect(summary.exportKwh?.[2]?.[24]).toBe(1.5);
  });
  it('drops an export channel of zeros and gives zero averages for under a day of readings', () => {
    const summary = summariseUsage({
      kind: 'intervals',
      startDate: '2025-03-01',
      intervalMinutes: 30,
      importKwh: [0.4, 0.4, 0.4],
      exportKwh: [0, 0, 0],
    });
    if (summary.kind !== 'halfHourProfile') throw new Error('no profile');
    expect(summary.exportKwh).toBeUndefined();
    expect(summary.importKwh).toHaveLength(12);
    expect(summary.importKwh.flat().every((v) => v === 0)).toBe(true);
  });
});

describe('usageOfSummary', () => {
  it('rebuilds a calendar year of half-hours the engine can price', () => {
    const importKwh = Array.from({ length: 12 }, (_, m) =>
      Array.from({ length: SLOTS_PER_DAY }, () => m + 1),
    );
    const usage = usageOfSummary({ kind: 'halfHourProfile', importKwh }, 2026);
    if (usage.kind !== 'intervals') throw new Error('no intervals');
    expect(usage.startDate).toBe('2026-01-01');
    expect(usage.importKwh).toHaveLength(365 * SLOTS_PER_DAY);
    expect(usage.importKwh[0]).toBe(1);
    expect(usage.importKwh[31 * SLOTS_PER_DAY]).toBe(2);
    expect(usage.importKwh.at(-1)).toBe(12);
  });

  it('passes a monthly figure through', () => {
    expect(
      usageOfSummary({ kind: 'monthlyKwh', monthlyKwh: 300 }, 2026),
    ).toEqual({ kind: 'monthlyKwh', monthlyKwh: 300 });
  });
});
