import { ulid } from 'ulid';
import type { AuditEntry } from '#shared/contracts/admin';
import type {
  InquiryStore,
  UserInquiryRecord,
} from '#use-cases/ports-inquiries';
import { auditPut } from './audit.ts';
import { tableName } from './client.ts';
import {
  applied,
  conditionalUpdate,
  whileLive,
  writeItems,
} from './conditional-write.ts';
import { putLead } from './idempotent-create.ts';
import { fromItem } from './items.ts';
import { auditKey, Entity, leadCollection, leadKey } from './keys.ts';
import { getItem } from './reads.ts';

/**
 * Sets each changed field of an inquiry with its audit line, in one
 * transaction conditional on the inquiry still being there and not past
 * its expiry (reads already treat an expired one as gone).
 */
function updateInquiry(id: string, entry: AuditEntry) {
  const fields = Object.entries(entry.changes);
  const names = Object.fromEntries(
    fields.map(([field], i) => [`#f${i}`, field]),
  );
  const values = Object.fromEntries(
    fields.map(([, [, after]], i) => [`:v${i}`, after]),
  );
  const update = conditionalUpdate(
    leadKey(id),
    `SET ${fields
      .map((_, i) => `#f${i} = :v${i}`)
      .join(', ')}, updatedAt = :at ADD version :one`,
    whileLive({
      expression: 'gsi1pk = :kind',
      names,
      values: {
        ...values,
        ':at': entry.at,
        ':one': 1,
        ':kind': leadCollection('inquiry'),
      },
    }),
  );
  return applied(
    writeItems([update, auditPut(auditKey(id, entry.at, ulid()), entry)]),
  );
}

/** User inquiries in the table, each created once per idempotency key. */
export const dynamoInquiryStore: InquiryStore = {
  save: (record: UserInquiryRecord, idempotencyKey: string) =>
    putLead('inquiry', Entity.userInquiry, record, idempotencyKey),
  async get(id) {
    const item = await getItem({ TableName: tableName(), Key: leadKey(id) });
    return item?.gsi1pk === leadCollection('inquiry')
      ? fromItem<UserInquiryRecord>(item)
      : undefined;
  },
  update: updateInquiry,
};
