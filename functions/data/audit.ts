import type { AuditEntry } from '#shared/contracts/admin';
import { tableName } from './client.ts';
import { absent, conditionalPut } from './conditional-write.ts';
import { AUDIT_PREFIX, Entity } from './keys.ts';
import { queryItems } from './reads.ts';

type Key = { readonly pk: string; readonly sk: string };

/** An audit item for a transaction: written with the change it records. */
export function auditPut(key: Key, entry: AuditEntry) {
  return conditionalPut({
    key,
    entity: Entity.auditEntry,
    attributes: { ...entry },
    condition: absent,
  });
}

/** The audit trail of one partition (a lead, or the settings), oldest first. */
export async function listAudit(pk: string): Promise<AuditEntry[]> {
  const { Items = [] } = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
    ExpressionAttributeValues: { ':pk': pk, ':audit': AUDIT_PREFIX },
    Limit: 200,
  });
  return Items.map(({ at, actor, action, changes }) => ({
    at,
    actor,
    action,
    changes,
  })) as AuditEntry[];
}
