import { roundTo } from '../round.ts';
import type { CostBreakdown, CostLine } from './breakdown.ts';

/** Rounds a running total, so rounded lines add up to the rounded sum. */
function runningCents() {
  let inc = 0;
  let ex = 0;
  return <T extends CostLine>(line: T): T => {
    const prevInc = roundTo(inc, 2);
    const prevEx = roundTo(ex, 2);
    inc += line.dollarsIncGst;
    ex += line.dollarsExGst;
    return {
      ...line,
      dollarsIncGst: roundTo(roundTo(inc, 2) - prevInc, 2),
      dollarsExGst: roundTo(roundTo(ex, 2) - prevEx, 2),
    };
  };
}

/**
 * A breakdown for display: dollars in cents, rounded on the running total
 * (in breakdown order, conditional discounts last) so the rounded lines
 * add up exactly to the rounded totals; kWh, kW and days to 3 places and
 * unit prices to 5 (a tenth of a cent).
 */
export function breakdownInCents(breakdown: CostBreakdown): CostBreakdown {
  const cents = runningCents();
  const use = <
    T extends CostLine & { quantity: number; unitPriceIncGst: number },
  >(
    line: T,
  ): T => ({
    ...cents(line),
    quantity: roundTo(line.quantity, 3),
    unitPriceIncGst: roundTo(line.unitPriceIncGst, 5),
  });
  return {
    unit: breakdown.unit,
    supply: breakdown.supply.map((line) => ({
      ...cents(line),
      days: roundTo(line.days, 3),
      dollarsPerDayIncGst: roundTo(line.dollarsPerDayIncGst, 5),
    })),
    usage: breakdown.usage.map(use),
    controlledLoad: breakdown.controlledLoad.map(use),
    demand: breakdown.demand.map((line) => ({
      ...cents(line),
      peakKw: roundTo(line.peakKw, 3),
      chargedKw: roundTo(line.chargedKw, 3),
      dollarsPerKwIncGst: roundTo(line.dollarsPerKwIncGst, 5),
    })),
    feedIn: breakdown.feedIn.map(use),
    fees: breakdown.fees.map(cents),
    guaranteedDiscounts: breakdown.guaranteedDiscounts.map(cents),
    conditionalDiscounts: breakdown.conditionalDiscounts.map(cents),
  };
}
