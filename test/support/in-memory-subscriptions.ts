import type {
  SubscriptionConfirmation,
  SubscriptionRecord,
  SubscriptionRequestRecord,
  SubscriptionStore,
} from '#use-cases/ports-subscriptions';

/**
 * A SubscriptionStore in Maps with the table's rules: one subscriber per
 * e-mail, one live request per e-mail, a confirmation link used once and
 * gone after `expiresAt` (seconds, read from `nowSeconds`).
 */
export function inMemorySubscriptions(nowSeconds: () => number) {
  const subscribers = new Map<string, SubscriptionRecord>();
  const requests = new Map<
    string,
    { record: SubscriptionRequestRecord; expiresAt: number }
  >();
  const confirmations = new Map<
    string,
    { confirmation: SubscriptionConfirmation; expiresAt: number }
  >();
  const unsubscribeTokens = new Map<string, string>();

  const store: SubscriptionStore = {
    async create(record) {
      if (subscribers.has(record.email)) return false;
      subscribers.set(record.email, record);
      return true;
    },
    get: async (email) => subscribers.get(email),
    async setStatus(email, status, at) {
      const current = subscribers.get(email);
      if (!current || current.status === status) return false;
      subscribers.set(email, {
        ...current,
        status,
        unsubscribedAt: status === 'unsubscribed' ? at : null,
      });
      return true;
    },
    async putRequest(record, expiresAt) {
      const live = requests.get(record.email);
      if (live && live.expiresAt > nowSeconds()) return false;
      requests.set(record.email, { record, expiresAt });
      return true;
    },
    async deleteRequest(email) {
      requests.delete(email);
    },
    async putConfirmation(tokenHash, confirmation, _createdAt, expiresAt) {
      confirmations.set(tokenHash, { confirmation, expiresAt });
    },
    async takeConfirmation(tokenHash) {
      const stored = confirmations.get(tokenHash);
      confirmations.delete(tokenHash);
      if (!stored || stored.expiresAt <= nowSeconds()) return undefined;
      return stored.confirmation;
    },
    async putUnsubscribeToken(tokenHash, email) {
      unsubscribeTokens.set(tokenHash, email);
    },
    emailOfUnsubscribeToken: async (tokenHash) =>
      unsubscribeTokens.get(tokenHash),
  };
  return {
    store,
    subscriber: (email: string) => subscribers.get(email),
    requests: () => [...requests.values()].map((r) => r.record),
    confirmationHashes: () => [...confirmations.keys()],
    unsubscribeHashes: () => [...unsubscribeTokens.keys()],
  };
}
