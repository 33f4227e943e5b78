import { describe, expect, it } from 'vitest';
import type { CompiledPlan } from '../costs/compiled-plan.ts';
import { SLOTS_PER_DAY } from '../costs/time-windows.ts';
import { AEST_RULE } from '../costs/time-zone.ts';
import {
  cheapWindow,
  freePowerWindows,
  WEEK_HALF_HOURS,
  weekRates,
} from './plan-rates.ts';

const PER_HALF_HOUR = SLOTS_PER_DAY / 48;

/**
 * The usage part of a compiled plan: `bucketOf(day, halfHour)` picks a
 * rate from `prices` ($/kWh ex GST), or -1 for none.
 */
function planWith(
  prices: readonly number[],
  bucketOf: (day: number, halfHour: number) => number,
): CompiledPlan {
  const slots = new Int32Array(7 * SLOTS_PER_DAY);
  for (let h = 0; h < WEEK_HALF_HOURS; h++)
    slots.fill(
      bucketOf(Math.floor(h / 48), h % 48),
      h * PER_HALF_HOUR,
      (h + 1) * PER_HALF_HOUR,
    );
  return {
    periods: [
      {
        usage: {
          layout: { zone: AEST_RULE, slots },
          rates: prices.map((price) => ({ pricesDollars: [price] })),
        },
      },
    ],
  } as unknown as CompiledPlan;
}

const noUsage = { periods: [{}] } as unknown as CompiledPlan;

describe('weekRates', () => {
  it('reads the first step price per half-hour, NaN where no rate applies', () => {
    const week = weekRates(planWith([0.3], (_d, h) => (h < 2 ? -1 : 0)));
    expect(week?.zone).toBe(AEST_RULE);
    expect(week?.rates[0]).toBeNaN();
    expect(week?.rates[2]).toBe(0.3);
    expect(week?.rates).toHaveLength(WEEK_HALF_HOURS);
  });

  it('is undefined for a plan with no usage charges', () => {
    expect(weekRates(noUsage)).toBeUndefined();
    expect(cheapWindow(noUsage, 0.9)).toBeUndefined();
    expect(freePowerWindows(noUsage)).toEqual([]);
  });
});

describe('cheapWindow', () => {
  it('marks the half-hours within 2 c of the cheapest, ignoring ones with no rate', () => {
    const plan = planWith([0.1, 0.115, 0.4], (_d, h) =>
      h < 10 ? 0 : h < 12 ? 1 : h < 14 ? -1 : 2,
    );
    const window = cheapWindow(plan, 0.9);
    expect(window?.mask[0]).toBe(1);
    expect(window?.mask[11]).toBe(1);
    expect(window?.mask[12]).toBe(0);
    expect(window?.mask[20]).toBe(0);
    expect(window?.key.startsWith(`${AEST_RULE.key}|`)).toBe(true);
    // Two plans with one window share a key.
    expect(cheapWindow(plan, 0.5)?.key).toBe(window?.key);
  });

  it('is undefined when the losses eat the difference', () => {
    const plan = planWith([0.2, 0.3], (_d, h) => (h < 12 ? 0 : 1));
    expect(cheapWindow(plan, 0.5)).toBeUndefined();
    expect(cheapWindow(plan, 0.9)).toBeDefined();
  });
});

describe('freePowerWindows', () => {
  it('names weekday, weekend and single-day runs, and a run to midnight', () => {
    const plan = planWith([0.3, 0], (day, h) => {
      if (day >= 1 && day <= 5 && h >= 20 && h < 24) return 1; // weekdays 10-12
      if ((day === 0 || day === 6) && h >= 46) return 1; // weekends 23:00-24:00
      if (day === 3 && h === 1) return 1; // Wed 00:30-01:00
      return 0;
    });
    expect(freePowerWindows(plan)).toEqual([
      'Free 23:00-24:00 weekends',
      'Free 10:00-12:00 weekdays',
      'Free 00:30-01:00 Wed',
    ]);
  });

  it('is empty for a plan with no free hours', () => {
    expect(freePowerWindows(planWith([0.3], () => 0))).toEqual([]);
  });
});
