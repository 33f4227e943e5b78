import type {
  CallbackStatus,
  CreateCallbackRequest,
} from '#shared/contracts/callbacks';
import { tableName } from './client.ts';
import { createLeadOnce } from './idempotent-create.ts';
import { fromItem } from './items.ts';
import { Entity, leadCollectionKey, leadKey } from './keys.ts';
import { getItem } from './reads.ts';

export interface CallbackRequestRecord extends CreateCallbackRequest {
  readonly id: string;
  readonly status: CallbackStatus;
  readonly createdAt: string;
}

/** Stores a new call-back request (see docs/data-model.md, AP1). */
export async function putCallbackRequest(
  record: CallbackRequestRecord,
  idempotencyKey: string | undefined,
): Promise<string> {
  return createLeadOnce({
    kind: 'callback',
    id: record.id,
    now: new Date(record.createdAt),
    idempotencyKey,
    item: {
      ...leadKey(record.id),
      ...leadCollectionKey('callback', record.createdAt, record.id),
      entity: Entity.callbackRequest,
      schemaVersion: 1,
      version: 1,
      updatedAt: record.createdAt,
      ...record,
    },
  });
}

/** Reads one call-back request, or undefined when there is none. */
export async function getCallbackRequest(
  id: string,
): Promise<CallbackRequestRecord | undefined> {
  const Item = await getItem({ TableName: tableName, Key: leadKey(id) });
  if (!Item || Item.entity !== Entity.callbackRequest) return undefined;
  return fromItem<CallbackRequestRecord>(Item);
}
