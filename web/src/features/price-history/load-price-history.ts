/** The price history's chunk (it carries the chart code), loaded on demand. */
export const loadPriceHistory = () =>
  import('./price-history').then((m) => m.PlanPriceHistory);
