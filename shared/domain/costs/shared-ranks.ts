/**
 * 1-based ranks of costs, cheapest first, in the order given: plans of
 * equal cost share one rank, one more than the plans cheaper.
 */
export function sharedRanks(costs: readonly number[]): number[] {
  const sorted = [...costs].sort((a, b) => a - b);
  return costs.map((cost) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] ?? cost) < cost) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  });
}
