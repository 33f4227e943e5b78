/** A plan as a saved comparison remembers it. */
export interface PricedPlanRef {
  readonly planId: string;
  readonly planName: string;
  readonly annualCostIncGst: number;
}

/** What a saved comparison knew, at save time and at its last alert. */
export interface WatchBaseline {
  readonly thresholdDollars: number;
  readonly currentPlanId: string | null;
  readonly bestAtSave: PricedPlanRef | null;
  /** The current plan's cost when last seen (at save, then each check). */
  readonly currentCostIncGst: number | null;
  /** The plan last shown (at save, then by an alert): not named again. */
  readonly lastAlertedBest: PricedPlanRef | null;
}

/** The market now, priced on the saved usage. */
export interface MarketNow {
  readonly best: PricedPlanRef | null;
  readonly currentCostIncGst: number | null;
}

export interface AlertDecision {
  readonly send: boolean;
  readonly betterPlan: (PricedPlanRef & { savingDollars: number }) | null;
  readonly currentPlanRose: { from: number; to: number } | null;
}

/** A rise under a dollar a year is rounding, not a price change. */
export const MIN_RISE_DOLLARS = 1;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Whether a saved comparison deserves an e-mail: a plan now beats the
 * current plan (or, without one, the best plan at save time) by at least
 * the threshold and was not already named for that much, or the current
 * plan's price rose (docs/price-alerts.md).
 */
export function decideAlert(
  watch: WatchBaseline,
  market: MarketNow,
  /** The rise read from the plan's versions; undefined: judge by stored costs. */
  historyRise?: { from: number; to: number } | null,
): AlertDecision {
  const reference =
    market.currentCostIncGst ??
    (watch.currentPlanId ? null : (watch.bestAtSave?.annualCostIncGst ?? null));
  const best = market.best;
  let betterPlan: AlertDecision['betterPlan'] = null;
  if (best && reference !== null && best.planId !== watch.currentPlanId) {
    const saving = round2(reference - best.annualCostIncGst);
    const named = watch.lastAlertedBest;
    const alreadyNamed =
      named !== null &&
      named.planId === best.planId &&
      named.annualCostIncGst - best.annualCostIncGst < watch.thresholdDollars;
    if (saving >= watch.thresholdDollars && !alreadyNamed)
      betterPlan = { ...best, savingDollars: saving };
  }
  const before = watch.currentCostIncGst;
  const now = market.currentCostIncGst;
  const storedRise =
    before !== null && now !== null && now - before >= MIN_RISE_DOLLARS
      ? { from: before, to: now }
      : null;
  // The published versions are the truth where kept: a cost that moved with
  // the calendar alone is not a price rise.
  const currentPlanRose = historyRise === undefined ? storedRise : historyRise;
  return {
    send: betterPlan !== null || currentPlanRose !== null,
    betterPlan,
    currentPlanRose,
  };
}
