import type {
  InquiryStore,
  UserInquiryRecord,
} from '#use-cases/ports-inquiries';

/** An InquiryStore in a Map, creating once per key as the table does. */
export function inMemoryInquiries() {
  const byKey = new Map<string, UserInquiryRecord>();
  const store: InquiryStore = {
    async save(record, idempotencyKey) {
      const existing = byKey.get(idempotencyKey);
      if (existing) return existing.id;
      byKey.set(idempotencyKey, record);
      return record.id;
    },
  };
  return { store, saved: () => [...byKey.values()] };
}
