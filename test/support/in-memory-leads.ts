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

/**
 * Records in a Map, created once per idempotency key as the table does;
 * a record sent without a key is always created.
 */
function oncePerKey<T extends { readonly id: string }>() {
  const records = new Map<string, T>();
  const idOfKey = new Map<string, string>();
  return {
    records,
    async save(record: T, idempotencyKey: string | undefined) {
      const earlier = idempotencyKey && idOfKey.get(idempotencyKey);
      if (earlier) return earlier;
      records.set(record.id, record);
      if (idempotencyKey) idOfKey.set(idempotencyKey, record.id);
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
