import { WriteConflict } from '#platform/port-errors';
import type {
  CallbackRequestRecord,
  CallbackRequestStore,
} from '#use-cases/ports-callbacks';
import type {
  ContactMessageRecord,
  ContactMessageStore,
} from '#use-cases/ports-contact';
import type {
  SwitchRequestRecord,
  SwitchRequestStore,
} from '#use-cases/ports-switching';

/** What the visitor sent: the record without what each save generates. */
const sentBody = ({
  id,
  status,
  createdAt,
  personId,
  inquiryId,
  ...sent
}: LeadRecord) => JSON.stringify(sent, Object.keys(sent).sort());

type LeadRecord = {
  readonly id: string;
  readonly status?: unknown;
  readonly createdAt?: unknown;
  readonly personId?: unknown;
  readonly inquiryId?: unknown;
};

/**
 * Records in a Map, created once per idempotency key as the table does:
 * the same key again gets the first id, or a WriteConflict when it comes
 * with another body. A record sent without a key is always created.
 */
function oncePerKey<T extends LeadRecord>() {
  const records = new Map<string, T>();
  const byKey = new Map<string, { id: string; body: string }>();
  return {
    records,
    async save(record: T, idempotencyKey: string | undefined) {
      const earlier = idempotencyKey && byKey.get(idempotencyKey);
      if (earlier) {
        if (earlier.body !== sentBody(record))
          throw new WriteConflict(
            'idempotency-key-reused',
            'This Idempotency-Key was already used with a different request',
          );
        return earlier.id;
      }
      records.set(record.id, record);
      if (idempotencyKey)
        byKey.set(idempotencyKey, { id: record.id, body: sentBody(record) });
      return record.id;
    },
  };
}

/** A CallbackRequestStore in memory. */
export function inMemoryCallbackRequests() {
  const { records, save } = oncePerKey<CallbackRequestRecord>();
  const store: CallbackRequestStore = {
    save,
    get: async (id) => records.get(id),
  };
  return { store, saved: () => [...records.values()] };
}

/** A ContactMessageStore in memory. */
export function inMemoryContactMessages() {
  const { records, save } = oncePerKey<ContactMessageRecord>();
  const store: ContactMessageStore = { save };
  return { store, saved: () => [...records.values()] };
}

/** A SwitchRequestStore in memory. */
export function inMemorySwitchRequests() {
  const { records, save } = oncePerKey<SwitchRequestRecord>();
  const store: SwitchRequestStore = { save };
  return { store, saved: () => [...records.values()] };
}
