import { ulid } from 'ulid';
import type { AuditEntry } from '#shared/contracts/admin';
import type {
  ChangeOutcome,
  LeadChangeStore,
  RestoreOutcome,
} from '#use-cases/ports-admin';
import { auditPut, listAudit } from './audit.ts';
import { tableName } from './client.ts';
import {
  applied,
  conditionalUpdate,
  whileLive,
  writeItems,
} from './conditional-write.ts';
import { fromItem } from './items.ts';
import { auditKey, type LeadKind, leadCollection, leadKey } from './keys.ts';
import {
  counterUpdate,
  statusChangeCounterUpdates,
  statusCounterUpdates,
} from './lead-counts.ts';
import { statusIndexSet } from './lead-status-index.ts';
import { getItem } from './reads.ts';

type Item = Record<string, unknown>;

/** A lead of one kind by id, with its audit trail. */
export async function getLead(kind: LeadKind, id: string) {
  const [Item, audit] = await Promise.all([
    getItem({ TableName: tableName(), Key: leadKey(id) }),
    listAudit(leadKey(id).pk),
  ]);
  if (!Item || Item.gsi1pk !== leadCollection(kind)) return undefined;
  return { record: fromItem<Item>(Item), audit };
}

/** Done, or what the lead turned out to be when the condition did not hold. */
async function outcomeOf(
  write: Promise<void>,
  kind: LeadKind,
  id: string,
): Promise<ChangeOutcome> {
  if (await applied(write)) return { kind: 'done' };
  const current = await getLead(kind, id);
  return current
    ? { kind: 'stale', status: current.record.status }
    : { kind: 'missing' };
}

const auditFor = (id: string, entry: AuditEntry) =>
  auditPut(auditKey(id, entry.at, ulid()), entry);

/**
 * Moves a lead from the status staff saw to the next one, with its audit
 * line, in one transaction conditional on the current status.
 */
export async function changeLeadStatus(
  kind: LeadKind,
  id: string,
  from: string,
  entry: AuditEntry,
): Promise<ChangeOutcome> {
  const to = entry.changes.status?.[1];
  const index = statusIndexSet(kind, to);
  const update = conditionalUpdate(
    leadKey(id),
    `SET #status = :to, updatedAt = :at, ${index.clause} ADD version :one`,
    // An expired lead (not yet deleted by TTL) is gone: 404.
    whileLive({
      expression: 'gsi1pk = :collection AND #status = :from',
      names: { '#status': 'status' },
      values: {
        ':to': to,
        ':from': from,
        ':at': entry.at,
        ':one': 1,
        ':collection': leadCollection(kind),
        ...index.values,
      },
    }),
  );
  return outcomeOf(
    writeItems([
      update,
      ...statusChangeCounterUpdates(kind, from, to),
      auditFor(id, entry),
    ]),
    kind,
    id,
  );
}

/**
 * Deletes a lead for now (when it still has the status staff saw, or else
 * the one read just before): it leaves its kind's collection and status
 * index, so no list, search or count finds it, and carries `expiresAt` so
 * TTL removes it for good once it can no longer be restored. Its counters
 * drop and the audit line is written in the same transaction; the
 * condition on the status keeps the status counter exact.
 */
export async function deleteLead(
  kind: LeadKind,
  id: string,
  seenStatus: string | undefined,
  entry: AuditEntry,
  restorableUntil: number,
): Promise<ChangeOutcome> {
  const current = seenStatus ? undefined : await getLead(kind, id);
  if (!seenStatus && !current) return { kind: 'missing' };
  const status = seenStatus ?? current?.record.status;
  const statusCondition =
    typeof status === 'string'
      ? '#status = :seen'
      : 'attribute_not_exists(#status)';
  const softDelete = conditionalUpdate(
    leadKey(id),
    'SET deletedFrom = :collection, deletedAt = :at, #expiresAt = :until ' +
      'REMOVE gsi1pk, gsi2pk, gsi2sk ADD version :one',
    whileLive({
      expression: `gsi1pk = :collection AND ${statusCondition}`,
      names: { '#status': 'status' },
      values: {
        ':collection': leadCollection(kind),
        ':at': entry.at,
        ':until': restorableUntil,
        ':one': 1,
        ...(typeof status === 'string' ? { ':seen': status } : {}),
      },
    }),
  );
  return outcomeOf(
    writeItems([
      softDelete,
      counterUpdate(kind, -1),
      ...statusCounterUpdates(kind, status, -1),
      auditFor(id, entry),
    ]),
    kind,
    id,
  );
}

/** A deleted lead of `kind` still within its while, as stored. */
async function deletedLead(kind: LeadKind, id: string) {
  const item = await getItem({ TableName: tableName(), Key: leadKey(id) });
  return item?.deletedFrom === leadCollection(kind) && !item.gsi1pk
    ? item
    : undefined;
}

/**
 * Puts a deleted lead back in its collection and status index with the
 * status it had, raises its counters and writes the audit line, in one
 * transaction conditional on it still being deleted and not expired:
 * of two staff restoring at once, one wins.
 */
export async function restoreLead(
  kind: LeadKind,
  id: string,
  entryFor: (status: unknown) => AuditEntry,
): Promise<RestoreOutcome> {
  const deleted = await deletedLead(kind, id);
  if (deleted) {
    const index = statusIndexSet(kind, deleted.status);
    const entry = entryFor(deleted.status);
    const restore = conditionalUpdate(
      leadKey(id),
      `SET gsi1pk = :collection, updatedAt = :at, ${index.clause} ` +
        'REMOVE deletedFrom, deletedAt, #expiresAt ADD version :one',
      whileLive({
        expression:
          'deletedFrom = :collection AND attribute_not_exists(gsi1pk)',
        values: {
          ':collection': leadCollection(kind),
          ':at': entry.at,
          ':one': 1,
          ...index.values,
        },
      }),
    );
    const write = writeItems([
      restore,
      counterUpdate(kind, 1),
      ...statusCounterUpdates(kind, deleted.status, 1),
      auditFor(id, entry),
    ]);
    if (await applied(write)) return { kind: 'done', status: deleted.status };
  }
  return (await getLead(kind, id)) ? { kind: 'live' } : { kind: 'missing' };
}

/** The table behind the LeadChangeStore port. */
export const dynamoLeadChanges: LeadChangeStore = {
  getLead,
  changeLeadStatus,
  deleteLead,
  restoreLead,
};
