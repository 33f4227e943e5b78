import { Index } from '#manifest/table';
import type { LeadSort } from '#shared/contracts/admin';
import { matchesLeadSearch } from '#shared/domain/lead-search';
import { tableName } from './client.ts';
import {
  decodeCursor,
  decodePositionCursor,
  encodeCursor,
  encodePositionCursor,
  type ListSource,
} from './cursor.ts';
import { fromItem } from './items.ts';
import { type LeadKind, leadCollection, leadStatusPartition } from './keys.ts';
import { queryItems } from './reads.ts';

type Item = Record<string, unknown>;

/** What one admin list page asks for (docs/data-model.md, AP-A1, AP-A8, AP-A10). */
export interface QueueRead {
  readonly status?: string | undefined;
  readonly sort: LeadSort;
  /** A staff search ('' for none). */
  readonly q: string;
  readonly cursor?: string | undefined;
  readonly limit: number;
}

/** One page of a list and where to go on (null on the last one). */
export interface QueuePage {
  readonly items: Item[];
  readonly nextCursor: string | null;
}

/** Items read per Query while searching or ordering by score. */
const READ_PAGE = 500;

/**
 * Items one search request may read before it answers with what it found
 * and a cursor: a rare needle in a large list costs several requests,
 * never one unbounded one.
 */
const SEARCH_READ_BUDGET = 5_000;

/** The whole kind (AP-A1) or one of its statuses (AP-A10). */
export const listSource = (kind: LeadKind, status?: string): ListSource =>
  status
    ? {
        indexName: Index.byStatus,
        pkName: 'gsi2pk',
        skName: 'gsi2sk',
        partition: leadStatusPartition(kind, status),
      }
    : {
        indexName: Index.byCollection,
        pkName: 'gsi1pk',
        skName: 'gsi1sk',
        partition: leadCollection(kind),
      };

/** Every live item of a source in creation order, a Query page at a time. */
export async function* sourcePages(
  source: ListSource,
  options: {
    readonly forward: boolean;
    readonly start?: Record<string, unknown> | undefined;
    readonly pageSize: number;
  },
) {
  let from = options.start;
  do {
    const page = await queryItems({
      TableName: tableName(),
      IndexName: source.indexName,
      KeyConditionExpression: '#pk = :partition',
      ExpressionAttributeNames: { '#pk': source.pkName },
      ExpressionAttributeValues: { ':partition': source.partition },
      ScanIndexForward: options.forward,
      Limit: options.pageSize,
      ExclusiveStartKey: from,
    });
    from = page.LastEvaluatedKey;
    yield { items: (page.Items ?? []) as Item[], next: from };
  } while (from);
}

const keyOf = (source: ListSource, item: Item) => ({
  pk: String(item.pk),
  sk: String(item.sk),
  [source.pkName]: String(item[source.pkName]),
  [source.skName]: String(item[source.skName]),
});

/**
 * A page in creation order (newest or oldest first), from the cursor on.
 * Without a search it is one Query of `limit`; with one, Query pages are
 * read until a page of matches is found or the read budget is spent, and
 * the cursor is the key of the last item read.
 */
async function byAge(source: ListSource, read: QueueRead): Promise<QueuePage> {
  const found: Item[] = [];
  let seen = 0;
  for await (const page of sourcePages(source, {
    forward: read.sort === 'oldest',
    start: decodeCursor(read.cursor, source),
    pageSize: read.q ? READ_PAGE : read.limit,
  })) {
    for (const [index, item] of page.items.entries()) {
      seen += 1;
      if (matchesLeadSearch(item, read.q)) found.push(fromItem<Item>(item));
      const lastOfAll = index === page.items.length - 1 && !page.next;
      const full = found.length === read.limit || seen >= SEARCH_READ_BUDGET;
      if (full && !lastOfAll) {
        return { items: found, nextCursor: encodeCursor(keyOf(source, item)) };
      }
    }
  }
  return { items: found, nextCursor: null };
}

/** Unscored leads come after every scored one. */
const UNSCORED = -1;

/**
 * Where a lead stands when ordered by score: highest score first, then
 * oldest first (the one waiting longest), then by id. As one string, so a
 * cursor is the position of the last lead shown.
 */
export function scorePosition(item: Item): string {
  const raw = item.leadQualityScore;
  const score =
    typeof raw === 'number' && Number.isFinite(raw)
      ? Math.max(0, Math.min(100, Math.round(raw)))
      : UNSCORED;
  return `${String(100 - score).padStart(3, '0')}#${String(item.gsi1sk)}`;
}

const SCORE_POSITION = /^\d{3}#[^\p{Cc}]{1,300}$/u;

/**
 * A page ordered by lead score: DynamoDB keeps no index by score, so every
 * lead of the source is read (a Query page at a time) and ordered here,
 * and the page is the `limit` after the cursor's position (AP-A10).
 */
async function byScore(
  source: ListSource,
  read: QueueRead,
): Promise<QueuePage> {
  const after = decodePositionCursor(read.cursor, source, SCORE_POSITION);
  const ranked: { position: string; item: Item }[] = [];
  for await (const page of sourcePages(source, {
    forward: true,
    pageSize: READ_PAGE,
  })) {
    for (const item of page.items) {
      if (!matchesLeadSearch(item, read.q)) continue;
      const position = scorePosition(item);
      if (after === undefined || position > after)
        ranked.push({ position, item });
    }
  }
  ranked.sort((a, b) => (a.position < b.position ? -1 : 1));
  const shown = ranked.slice(0, read.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ item }) => fromItem<Item>(item)),
    nextCursor:
      last && ranked.length > shown.length
        ? encodePositionCursor(source, last.position)
        : null,
  };
}

/** One page of an admin list: filtered, searched and ordered as asked. */
export function queueLeads(
  kind: LeadKind,
  read: QueueRead,
): Promise<QueuePage> {
  const source = listSource(kind, read.status);
  return read.sort === 'score' ? byScore(source, read) : byAge(source, read);
}
