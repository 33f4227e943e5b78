import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS } from '#use-cases/compare/price-matches';
import { fixturePlans } from './fixtures/fixture-plans.ts';
import {
  type CdrPlanData,
  FIXTURES_WRITTEN_FOR,
  stampForStartDay,
} from './plan-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2027-03-15T09:41:00Z');

/** The rule /compare applies to a plan's `lastUpdated`. */
const staleAt = (plan: CdrPlanData, now: Date) =>
  now.getTime() - Date.parse(plan.lastUpdated) > STALE_AFTER_MS;

const currentAt = (plans: readonly CdrPlanData[], now: Date) =>
  plans
    .filter(
      (p) =>
        Date.parse(p.effectiveFrom ?? '') <= now.getTime() &&
        (!p.effectiveTo || now.getTime() < Date.parse(p.effectiveTo)),
    )
    .map((p) => p.planId);

describe('stampForStartDay', () => {
  it('serves every fixture plan as updated within the day before the start', () => {
    const stamped = stampForStartDay(fixturePlans, START);
    for (const plan of stamped) {
      const updated = Date.parse(plan.lastUpdated);
      expect(updated).toBeLessThanOrEqual(START.getTime());
      expect(START.getTime() - updated).toBeLessThan(2 * DAY_MS);
      expect(staleAt(plan, START)).toBe(false);
    }
  });

  it('lets the plans age: stale once more than 7 days have passed', () => {
    const stamped = stampForStartDay(fixturePlans, START);
    const nineDaysOn = new Date(START.getTime() + 9 * DAY_MS);
    expect(stamped.filter((p) => staleAt(p, nineDaysOn))).toHaveLength(
      stamped.length,
    );
  });

  it('offers on the start day the plans the fixtures offer on their own day', () => {
    const stamped = stampForStartDay(fixturePlans, START);
    const current = currentAt(stamped, START);
    expect(current.length).toBeGreaterThan(0);
    expect(current).toEqual(
      currentAt(fixturePlans, new Date(FIXTURES_WRITTEN_FOR)),
    );
    // The price change is recent, not months old.
    const from = stamped
      .filter((p) => current.includes(p.planId))
      .map((p) => START.getTime() - Date.parse(p.effectiveFrom ?? ''));
    expect(Math.max(...from)).toBeLessThan(400 * DAY_MS);
    expect(Math.min(...from)).toBeLessThanOrEqual(8 * DAY_MS);
  });

  it('keeps each plan apart from its dates, and stamps the same all day', () => {
    const stamped = stampForStartDay(fixturePlans, START);
    const later = stampForStartDay(
      fixturePlans,
      new Date('2027-03-15T23:59:00Z'),
    );
    expect(later).toEqual(stamped);
    const undated = ({
      effectiveFrom,
      effectiveTo,
      lastUpdated,
      ...rest
    }: CdrPlanData) => rest;
    expect(stamped.map(undated)).toEqual(fixturePlans.map(undated));
    const spans = (plans: readonly CdrPlanData[]) =>
      plans.map((p) =>
        p.effectiveTo && p.effectiveFrom
          ? Date.parse(p.effectiveTo) - Date.parse(p.effectiveFrom)
          : null,
      );
    expect(spans(stamped)).toEqual(spans(fixturePlans));
  });
});
