import { describe, expect, it } from 'vitest';
import { decideAlert, type WatchBaseline } from './alert-decision.ts';

const plan = (planId: string, annualCostIncGst: number) => ({
  planId,
  planName: `Plan ${planId}`,
  annualCostIncGst,
});

const noCurrent: WatchBaseline = {
  thresholdDollars: 50,
  currentPlanId: null,
  bestAtSave: plan('A', 1500),
  currentCostIncGst: null,
  lastAlertedBest: null,
};

const withCurrent: WatchBaseline = {
  ...noCurrent,
  currentPlanId: 'CUR',
  currentCostIncGst: 1800,
};

describe('decideAlert', () => {
  it('stays quiet when nothing beats the best plan at save time by the threshold', () => {
    const decision = decideAlert(noCurrent, {
      best: plan('B', 1460),
      currentCostIncGst: null,
    });
    expect(decision).toEqual({
      send: false,
      betterPlan: null,
      currentPlanRose: null,
    });
  });

  it('names a plan that beats the best plan at save time by at least the threshold', () => {
    const decision = decideAlert(noCurrent, {
      best: plan('B', 1450),
      currentCostIncGst: null,
    });
    expect(decision.send).toBe(true);
    expect(decision.betterPlan).toMatchObject({
      planId: 'B',
      savingDollars: 50,
    });
  });

  it('measures against the current plan when there is one', () => {
    const decision = decideAlert(withCurrent, {
      best: plan('A', 1700),
      currentCostIncGst: 1800,
    });
    expect(decision.betterPlan).toMatchObject({
      planId: 'A',
      savingDollars: 100,
    });
    expect(decision.currentPlanRose).toBeNull();
  });

  it('never offers the current plan against itself', () => {
    const decision = decideAlert(withCurrent, {
      best: plan('CUR', 1600),
      currentCostIncGst: 1600,
    });
    expect(decision.send).toBe(false);
  });

  it('reports a rise in the current plan even when nothing beats it', () => {
    const decision = decideAlert(withCurrent, {
      best: plan('CUR', 1900),
      currentCostIncGst: 1900,
    });
    expect(decision.send).toBe(true);
    expect(decision.currentPlanRose).toEqual({ from: 1800, to: 1900 });
  });

  it('ignores a rise under a dollar', () => {
    const decision = decideAlert(withCurrent, {
      best: plan('CUR', 1800.5),
      currentCostIncGst: 1800.5,
    });
    expect(decision.send).toBe(false);
  });

  it('does not name the same plan again unless it got cheaper by the threshold', () => {
    const alerted = { ...noCurrent, lastAlertedBest: plan('B', 1450) };
    expect(
      decideAlert(alerted, { best: plan('B', 1440), currentCostIncGst: null })
        .send,
    ).toBe(false);
    expect(
      decideAlert(alerted, { best: plan('B', 1400), currentCostIncGst: null })
        .betterPlan,
    ).toMatchObject({ planId: 'B', savingDollars: 100 });
  });
});
