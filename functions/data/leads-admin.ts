import { ulid } from 'ulid';
import type { AuditEntry } from '#shared/contracts/admin';
import type { ChangeOutcome, LeadChangeStore } from '#use-cases/ports-admin';
import { auditPut, listAudit } from './audit.ts';
import { tableName } from './client.ts';
import {
  applied,
  conditionalDelete,
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
 * Deletes a lead (when it still has the status staff saw, or else the one
 * read just before), lowers its kind's and its status's counters and
 * records who did it, all in one transaction: the condition on the status
 * keeps the status counter exact.
 */
export async function deleteLead(
  kind: LeadKind,
  id: string,
  seenStatus: string | undefined,
  entry: AuditEntry,
): Promise<ChangeOutcome> {
  const current = seenStatus ? undefined : await getLead(kind, id);
  if (!seenStatus && !current) return { kind: 'missing' };
  const status = seenStatus ?? current?.record.status;
  const statusCondition =
    typeof status === 'string'
      ? '#status = :seen'
      : 'attribute_not_exists(#status)';
  const remove = conditionalDelete(
    leadKey(id),
    whileLive({
      expression: `gsi1pk = :collection AND ${statusCondition}`,
      names: { '#status': 'status' },
      values: {
        ':collection': leadCollection(kind),
        ...(typeof status === 'string' ? { ':seen': status } : {}),
      },
    }),
  );
  return outcomeOf(
    writeItems([
      remove,
      counterUpdate(kind, -1),
      ...statusCounterUpdates(kind, status, -1),
      auditFor(id, entry),
    ]),
    kind,
    id,
  );
}

/** The table behind the LeadChangeStore port. */
export const dynamoLeadChanges: LeadChangeStore = {
  getLead,
  changeLeadStatus,
  deleteLead,
};
