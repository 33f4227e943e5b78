import { Index } from '#manifest/table';
import type { OpenCallback } from '#shared/domain/lead-report';
import { tableName } from './client.ts';
import { leadCollection } from './keys.ts';
import { queryItems } from './reads.ts';

/** Reads this many a page while looking for open ones among finished ones. */
const PAGE = 100;

/**
 * The call backs still pending, oldest first: a Query on the call back
 * collection in creation order, filtered to `pending` on the server.
 */
export async function oldestOpenCallbacks(
  limit: number,
): Promise<OpenCallback[]> {
  const found: OpenCallback[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      TableName: tableName(),
      IndexName: Index.byCollection,
      KeyConditionExpression: 'gsi1pk = :c',
      FilterExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status', '#n': 'name' },
      ExpressionAttributeValues: {
        ':c': leadCollection('callback'),
        ':pending': 'pending',
      },
      ProjectionExpression: 'id, #n, phone, createdAt',
      ScanIndexForward: true,
      Limit: PAGE,
      ExclusiveStartKey: start,
    });
    for (const item of page.Items ?? []) {
      found.push({
        id: String(item.id),
        name: String(item.name),
        phone: String(item.phone),
        createdAt: String(item.createdAt),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found.slice(0, limit);
}
