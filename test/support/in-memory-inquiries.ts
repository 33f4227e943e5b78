import type { AuditEntry } from '#shared/contracts/admin';
import type {
  InquiryStore,
  UserInquiryRecord,
} from '#use-cases/ports-inquiries';

/** An InquiryStore in a Map, creating once per key as the table does. */
export function inMemoryInquiries() {
  const byKey = new Map<string, string>();
  const byId = new Map<string, UserInquiryRecord>();
  const audit: { id: string; entry: AuditEntry }[] = [];
  // Past their expiry: kept, as the table keeps them until TTL deletes them, but absent to every call.
  const expired = new Set<string>();
  const live = (id: string) => (expired.has(id) ? undefined : byId.get(id));
  const store: InquiryStore = {
    async save(record, idempotencyKey) {
      const existing = byKey.get(idempotencyKey);
      if (existing) return existing;
      byKey.set(idempotencyKey, record.id);
      byId.set(record.id, record);
      return record.id;
    },
    get: async (id) => live(id),
    async update(id, entry) {
      const current = live(id);
      if (!current) return false;
      const set = Object.fromEntries(
        Object.entries(entry.changes).map(([field, [, after]]) => [
          field,
          after,
        ]),
      );
      byId.set(id, { ...current, ...set });
      audit.push({ id, entry });
      return true;
    },
  };
  return {
    store,
    saved: () => [...byId.values()],
    audit: () => audit,
    remove: (id: string) => byId.delete(id),
    expire: (id: string) => expired.add(id),
  };
}
