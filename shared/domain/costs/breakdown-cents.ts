import type { CostBreakdown, CostLine } from './breakdown.ts';

const round = (value: number, places: number) => {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
};

/** Rounds a running total, so rounded lines add up to the rounded sum. */
function runningCents() {
  let inc = 0;
  let ex = 0;
  return <T extends CostLine>(line: T): T => {
    const prevInc = round(inc, 2);
    const prevEx = round(ex, 2);
    inc += line.dollarsIncGst;
    ex += line.dollarsExGst;
    return {
      ...line,
      dollarsIncGst: round(round(inc, 2) - prevInc, 2),
      dollarsExGst: round(round(ex, 2) - prevEx, 2),
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
    quantity: round(line.quantity, 3),
    unitPriceIncGst: round(line.unitPriceIncGst, 5),
  });
  return {
    unit: breakdown.unit,
    supply: breakdown.supply.map((line) => ({
      ...cents(line),
      days: round(line.days, 3),
      dollarsPerDayIncGst: round(line.dollarsPerDayIncGst, 5),
    })),
    usage: breakdown.usage.map(use),
    controlledLoad: breakdown.controlledLoad.map(use),
    demand: breakdown.demand.map((line) => ({
      ...cents(line),
      peakKw: round(line.peakKw, 3),
      chargedKw: round(line.chargedKw, 3),
      dollarsPerKwIncGst: round(line.dollarsPerKwIncGst, 5),
    })),
    feedIn: breakdown.feedIn.map(use),
    fees: breakdown.fees.map(cents),
    guaranteedDiscounts: breakdown.guaranteedDiscounts.map(cents),
    conditionalDiscounts: breakdown.conditionalDiscounts.map(cents),
  };
}
