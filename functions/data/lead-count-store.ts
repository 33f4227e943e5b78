import { Index } from '#manifest/table';
import type { LeadCountStore } from '#use-cases/ports-lead-counts';
import { tableName } from './client.ts';
import { type leadCollection, leadStatusPartition } from './keys.ts';
import {
  countLeadsBetween,
  leadCounts,
  leadStatusCounts,
  leadsCreatedQuery,
} from './lead-counts.ts';
import { dynamoPeople } from './people.ts';
import { queryItems } from './reads.ts';

/**
 * How many leads of a kind in one status were created before an instant
 * (AP-A10 with `gsi2sk < :before`, counting only): the overdue call backs.
 */
export async function countInStatusBefore(
  kind: Parameters<typeof leadCollection>[0],
  status: string,
  before: string,
): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      TableName: tableName(),
      IndexName: Index.byStatus,
      KeyConditionExpression: 'gsi2pk = :partition AND gsi2sk < :before',
      ExpressionAttributeValues: {
        ':partition': leadStatusPartition(kind, status),
        // `<createdAt>#<id>`: every lead created at `before` sorts after it.
        ':before': `${before}#~`,
      },
      Select: 'COUNT',
      ExclusiveStartKey: start,
    });
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}

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

/**
 * The person of each of a kind's leads created in [from, to] (AP-A6,
 * projecting the sort key and `personId`): a lead stored before people
 * were kept is its own person.
 */
export async function peopleCreatedBetween(
  kind: Parameters<typeof leadCollection>[0],
  from: string,
  to: string,
): Promise<string[]> {
  const people: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      ...leadsCreatedQuery(kind, from, to),
      ProjectionExpression: 'gsi1sk, personId',
      ExclusiveStartKey: start,
    });
    for (const item of page.Items ?? []) {
      people.push(
        typeof item.personId === 'string'
          ? item.personId
          : (String(item.gsi1sk).split('#')[1] ?? ''),
      );
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return people;
}

/** The table behind {@link LeadCountStore}. */
export const dynamoLeadCounts: LeadCountStore = {
  totals: leadCounts,
  statusTotals: leadStatusCounts,
  countInStatusBefore,
  countBetween: countLeadsBetween,
  createdBetween: leadsCreatedBetween,
  peopleBetween: peopleCreatedBetween,
  peopleTotal: () => dynamoPeople.count(),
};
