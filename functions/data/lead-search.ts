import { Index } from '#manifest/table';
import { matchesLeadSearch } from '#shared/domain/lead-search';
import { tableName } from './client.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { fromItem } from './items.ts';
import { type LeadKind, leadCollection } from './keys.ts';
import { queryItems } from './reads.ts';

type Item = Record<string, unknown>;

/** Items read from the collection per Query while searching or exporting. */
const READ_PAGE = 500;

/**
 * Items one search request may read before it answers with what it found
 * and a cursor: a rare needle in a large collection costs several requests,
 * never one unbounded one.
 */
const SEARCH_READ_BUDGET = 5_000;

const keyOf = (item: Item) => ({
  pk: String(item.pk),
  sk: String(item.sk),
  gsi1pk: String(item.gsi1pk),
  gsi1sk: String(item.gsi1sk),
});

/** Every live item of a kind, newest first, a Query page at a time (AP-A8). */
async function* collectionPages(
  kind: LeadKind,
  start: Record<string, unknown> | undefined,
) {
  let from = start;
  do {
    const page = await queryItems({
      TableName: tableName,
      IndexName: Index.byCollection,
      KeyConditionExpression: 'gsi1pk = :collection',
      ExpressionAttributeValues: { ':collection': leadCollection(kind) },
      ScanIndexForward: false,
      Limit: READ_PAGE,
      ExclusiveStartKey: from,
    });
    from = page.LastEvaluatedKey;
    yield { items: (page.Items ?? []) as Item[], next: from };
  } while (from);
}

/** One page of a search: up to `limit` matches and where to go on. */
export interface SearchPage {
  readonly items: Item[];
  readonly nextCursor: string | null;
}

/**
 * The leads of a kind that match `q` (AP-A8), newest first, from the
 * cursor on: reads the whole collection a Query page at a time, so a match
 * on any page is found. The cursor is the key of the last item read.
 */
export async function searchLeads(
  kind: LeadKind,
  q: string,
  cursor: string | undefined,
  limit: number,
): Promise<SearchPage> {
  const found: Item[] = [];
  let read = 0;
  for await (const page of collectionPages(
    kind,
    decodeCursor(cursor, leadCollection(kind)),
  )) {
    for (const [index, item] of page.items.entries()) {
      read += 1;
      if (matchesLeadSearch(item, q)) found.push(fromItem<Item>(item));
      const lastOfPage = index === page.items.length - 1;
      const full = found.length === limit || read >= SEARCH_READ_BUDGET;
      if (full && !(lastOfPage && !page.next)) {
        return { items: found, nextCursor: encodeCursor(keyOf(item)) };
      }
    }
  }
  return { items: found, nextCursor: null };
}

/** Every lead of a kind matching `q` (all of them when empty), newest first. */
export async function* allLeads(kind: LeadKind, q: string) {
  for await (const page of collectionPages(kind, undefined)) {
    for (const item of page.items) {
      if (matchesLeadSearch(item, q)) yield fromItem<Item>(item);
    }
  }
}
