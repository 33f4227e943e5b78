import type { LeadCountStore } from '#use-cases/ports-lead-counts';
import type { leadCollection } from './keys.ts';
import {
  countLeadsBetween,
  leadCounts,
  leadsCreatedQuery,
} from './lead-counts.ts';
import { queryItems } from './reads.ts';

/**
 * Creation instants of a kind's leads in [from, to] (AP-A6, projecting
 * only the sort key, which starts with the instant).
 */
export async function leadsCreatedBetween(
  kind: Parameters<typeof leadCollection>[0],
  from: string,
  to: string,
): Promise<string[]> {
  const instants: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      ...leadsCreatedQuery(kind, from, to),
      ProjectionExpression: 'gsi1sk',
      ExclusiveStartKey: start,
    });
    for (const item of page.Items ?? []) {
      instants.push(String(item.gsi1sk).split('#')[0] ?? '');
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return instants;
}

/** The table behind {@link LeadCountStore}. */
export const dynamoLeadCounts: LeadCountStore = {
  totals: leadCounts,
  countBetween: countLeadsBetween,
  createdBetween: leadsCreatedBetween,
};
