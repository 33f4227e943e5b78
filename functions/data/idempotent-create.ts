import { createHash } from 'node:crypto';
import { WriteConflict } from '#platform/port-errors';
import { tableName } from './client.ts';
import {
  absent,
  absentOrExpired,
  conditionalPut,
  conditionInput,
  type TransactItem,
  writeItems,
} from './conditional-write.ts';
import {
  Entity,
  idempotencyGuardKey,
  type LeadKind,
  leadCollectionKey,
  leadKey,
} from './keys.ts';
import { counterUpdate, statusCounterUpdates } from './lead-counts.ts';
import { statusIndexKeys } from './lead-status-index.ts';
import { getItem } from './reads.ts';

/** Guards expire after a day: long enough for any retry of one form. */
const GUARD_TTL_SECONDS = 24 * 60 * 60;

/** Attributes each call generates afresh: not part of what was sent. */
const GENERATED = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'id',
  'entity',
  'schemaVersion',
  'version',
  'status',
  'createdAt',
  'updatedAt',
  // Who the lead belongs to is looked up per call, not sent.
  'personId',
  'inquiryId',
]);

/**
 * Kinds whose key may legitimately come back with another body: a
 * comparison re-run after a filter or sort change reuses its inquiry key.
 */
const REUSABLE_KEY_KINDS: ReadonlySet<LeadKind> = new Set(['inquiry']);

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

/**
 * SHA-256 of the validated request as stored: the item without the keys
 * and attributes each call generates (ids, timestamps, status).
 */
export function requestHash(item: Record<string, unknown>): string {
  const sent = Object.fromEntries(
    Object.entries(item).filter(([name]) => !GENERATED.has(name)),
  );
  return createHash('sha256')
    .update(JSON.stringify(canonical(sent)))
    .digest('base64url');
}

const mismatch = () =>
  new WriteConflict(
    'idempotency-key-reused',
    'This Idempotency-Key was already used with a different request',
  );

export interface LeadWrite {
  readonly kind: LeadKind;
  readonly id: string;
  readonly item: Record<string, unknown>;
  readonly now: Date;
  readonly idempotencyKey: string | undefined;
}

/**
 * Writes a lead, its kind's and its status's counters and (when the form sent a key) an
 * idempotency guard in one transaction: all or nothing. A repeat of the
 * same key returns the id of the lead the first call made; the same key
 * with a different body is a WriteConflict (the guard keeps the request's
 * hash).
 */
export async function createLeadOnce(write: LeadWrite): Promise<string> {
  const { kind, id, item, now, idempotencyKey } = write;
  const guard = idempotencyKey
    ? idempotencyGuardKey(kind, idempotencyKey)
    : undefined;
  const hash = requestHash(item);
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: item, ...conditionInput(absent) } },
    counterUpdate(kind, 1),
    ...statusCounterUpdates(kind, item.status, 1),
  ];
  if (guard) {
    items.push(
      conditionalPut({
        key: guard,
        entity: Entity.idempotencyGuard,
        attributes: {
          leadId: id,
          requestHash: hash,
          expiresAt: Math.floor(now.getTime() / 1000) + GUARD_TTL_SECONDS,
        },
        // An expired guard not yet deleted by TTL is replaced, not replayed.
        condition: absentOrExpired(),
      }),
    );
  }
  try {
    await writeItems(items);
    return id;
  } catch (error) {
    if (!guard || !(error instanceof WriteConflict)) throw error;
    const existing = await getItem({
      TableName: tableName(),
      Key: guard,
      ConsistentRead: true,
    });
    const leadId = existing?.leadId;
    if (typeof leadId !== 'string') throw error;
    const stored = existing?.requestHash;
    // Guards written before hashes existed replay as before.
    if (
      stored !== undefined &&
      stored !== hash &&
      !REUSABLE_KEY_KINDS.has(kind)
    )
      throw mismatch();
    return leadId;
  }
}

/** What every new lead record carries: the rest is its kind's. */
export interface NewLeadRecord {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * Stores a new lead of one kind as `LEAD#<id>` in its kind's collection
 * (AP1, AP2), with its counter and idempotency guard: see createLeadOnce.
 */
export function putLead(
  kind: LeadKind,
  entity: (typeof Entity)[keyof typeof Entity],
  record: NewLeadRecord,
  idempotencyKey: string | undefined,
): Promise<string> {
  return createLeadOnce({
    kind,
    id: record.id,
    now: new Date(record.createdAt),
    idempotencyKey,
    item: {
      ...leadKey(record.id),
      ...leadCollectionKey(kind, record.createdAt, record.id),
      ...statusIndexKeys(
        kind,
        (record as { status?: unknown }).status,
        record.createdAt,
        record.id,
      ),
      entity,
      schemaVersion: 1,
      version: 1,
      updatedAt: record.createdAt,
      ...record,
    },
  });
}
