import { parsePartitionId } from '#shared/domain/catalogue/partitions';
import { compilePublished } from '#shared/domain/costs/compile-published';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { NetworkState } from '#shared/domain/costs/time-zone';
import {
  type EligibilityRule,
  eligibilityRulesOf,
} from '#shared/domain/household/eligibility';
import {
  canonicalNetwork,
  canonicalNetworkNames,
} from '#shared/domain/network-names';
import { stateOfNetwork } from '#shared/domain/networks';
import type { PlanRecord } from '../ports-plans.ts';

/** A plan as a partition snapshot keeps it: ready to list and to price. */
export interface SnapshotPlan {
  readonly record: Omit<PlanRecord, 'includedPostcodes' | 'excludedPostcodes'>;
  /** Indexes into the snapshot's shared postcode lists. */
  readonly included: number;
  readonly excluded: number;
  readonly compiled: CompiledPlan | null;
  /** Why the plan cannot be priced, when it cannot. */
  readonly unpricedReason?: string;
  /** The plan's CDR eligibility restrictions, when it has any. */
  readonly eligibility?: readonly EligibilityRule[];
}

/** One partition's plans, compiled for its network's clock. */
export interface PartitionSnapshot {
  readonly partition: string;
  readonly snapshotId: string;
  /** Postcode lists, shared: plans of one retailer often list the same ones. */
  readonly postcodeLists: readonly (readonly string[])[];
  readonly plans: readonly SnapshotPlan[];
}

/** The state whose clock a partition's `LOCAL` time-of-use windows follow. */
function stateOfPartition(
  partition: string,
  record: PlanRecord,
): NetworkState | undefined {
  const network = parsePartitionId(partition)?.network ?? '';
  if (network.startsWith('any-'))
    return network.slice(4).toUpperCase() as NetworkState;
  const name = record.networks.find((n) => canonicalNetwork(n).id === network);
  return (stateOfNetwork(name ?? '') ?? record.availableStates[0]) as
    | NetworkState
    | undefined;
}

function compileRecord(
  record: PlanRecord,
  tariff: unknown,
  partition: string,
): Pick<SnapshotPlan, 'compiled' | 'unpricedReason'> {
  if (tariff === undefined)
    return { compiled: null, unpricedReason: 'tariff not available' };
  try {
    const state = stateOfPartition(partition, record);
    const compiled = compilePublished(tariff, record.energyType, state);
    return { compiled };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { compiled: null, unpricedReason: `tariff unreadable: ${reason}` };
  }
}

/**
 * Builds a partition's snapshot from its stored plans and tariffs: display
 * fields with canonical network names, and every tariff compiled once.
 */
export function buildPartitionSnapshot(
  partition: string,
  snapshotId: string,
  records: Iterable<PlanRecord>,
  tariffs: ReadonlyMap<string, unknown>,
): PartitionSnapshot {
  const lists: string[][] = [];
  const listIndex = new Map<string, number>();
  const intern = (list: readonly string[]) => {
    const key = list.join(',');
    let at = listIndex.get(key);
    if (at === undefined) {
      at = lists.push([...list]) - 1;
      listIndex.set(key, at);
    }
    return at;
  };
  const plans: SnapshotPlan[] = [];
  for (const full of records) {
    const { includedPostcodes, excludedPostcodes, ...rest } = full;
    const record = { ...rest, networks: canonicalNetworkNames(rest.networks) };
    const tariff = tariffs.get(full.id);
    const eligibility = eligibilityRulesOf(tariff);
    plans.push({
      record,
      included: intern(includedPostcodes),
      excluded: intern(excludedPostcodes),
      ...compileRecord(full, tariff, partition),
      ...(eligibility.length > 0 && { eligibility }),
    });
  }
  return { partition, snapshotId, postcodeLists: lists, plans };
}

/** A snapshot's plans as records again, postcode lists shared. */
export function recordsOfSnapshot(snapshot: PartitionSnapshot): PlanRecord[] {
  return snapshot.plans.map((plan) => ({
    ...plan.record,
    includedPostcodes: snapshot.postcodeLists[plan.included] ?? [],
    excludedPostcodes: snapshot.postcodeLists[plan.excluded] ?? [],
  }));
}
