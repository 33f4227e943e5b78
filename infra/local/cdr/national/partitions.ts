import type { CdrPlanData } from '../plan-data.ts';
import { marketNetworkOf } from './networks.ts';

/** One fuel, one customer type, one network: what a visitor can buy. */
export interface Partition {
  readonly key: string;
  readonly plans: number;
}

/** The partition a generated plan is in, by its network's usual name. */
export function partitionOf(plan: CdrPlanData): string {
  const distributor = plan.geography?.distributors[0] ?? '';
  const network = marketNetworkOf(distributor)?.network.name ?? distributor;
  return `${plan.fuelType}/${plan.customerType ?? 'RESIDENTIAL'}/${network}`;
}

/** Partitions with their plan counts, biggest first. */
export function partitionsOf(plans: readonly CdrPlanData[]): Partition[] {
  const counts = new Map<string, number>();
  for (const plan of plans) {
    const key = partitionOf(plan);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, count]) => ({ key, plans: count }))
    .sort((a, b) => b.plans - a.plans || a.key.localeCompare(b.key));
}
