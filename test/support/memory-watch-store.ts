import type {
  ConfirmationQuota,
  StoredWatchToken,
  WatchRecord,
  WatchStore,
} from '#use-cases/ports-watches';

/** An in-memory WatchStore with the same rules as the table's. */
export function memoryWatchStore(now: () => number = () => Date.now()) {
  const watches = new Map<string, WatchRecord>();
  const tokens = new Map<
    string,
    StoredWatchToken & { readonly expiresAt: number }
  >();
  const quotaCounts = new Map<string, number>();
  const requests = new Map<string, number>();
  const members = new Map<string, Set<string>>();
  const counters = { active: 0, alerts: 0 };
  const secs = () => Math.floor(now() / 1000);
  const live = (expiresAt: number | undefined) =>
    expiresAt === undefined || expiresAt > secs();
  const index = (w: WatchRecord, on: boolean) => {
    for (const p of w.partitions) {
      const set = members.get(p) ?? new Set();
      if (on) set.add(w.id);
      else set.delete(w.id);
      members.set(p, set);
    }
  };
  const update = (id: string, change: Partial<WatchRecord>) => {
    const w = watches.get(id);
    if (w) watches.set(id, { ...w, ...change });
  };
  const store: WatchStore = {
    async get(id) {
      const w = watches.get(id);
      return w && live(w.expiresAt) ? w : undefined;
    },
    async put(record) {
      watches.set(record.id, record);
    },
    async requestConfirmation(request, expiresAt) {
      const key = `${request.watchId}:${request.changeId ?? ''}`;
      const due = requests.get(key);
      if (due !== undefined && live(due)) return false;
      requests.set(key, expiresAt);
      sent.push(request);
      return true;
    },
    async putToken({ tokenId, ...token }, expiresAt) {
      tokens.set(tokenId, { ...token, expiresAt });
    },
    async findToken(tokenId) {
      const token = tokens.get(tokenId);
      if (!token || !live(token.expiresAt)) return undefined;
      const { expiresAt: _, ...stored } = token;
      return stored;
    },
    async takeConfirmation(id, tokenId) {
      const token = tokens.get(tokenId);
      const ok =
        token?.kind === 'confirm' &&
        token.watchId === id &&
        live(token.expiresAt);
      if (ok) tokens.delete(tokenId);
      return ok;
    },
    async proposeChange(id, change) {
      if (watches.get(id)?.status !== 'active') return false;
      update(id, { pendingChange: change });
      return true;
    },
    async applyChange(id, changeId, at) {
      const w = watches.get(id);
      const change = w?.pendingChange;
      if (w?.status !== 'active' || change?.id !== changeId) return false;
      const { id: _, requestedAt: __, ...settings } = change;
      update(id, {
        ...settings,
        currentCostIncGst: change.currentCostAtSave,
        lastAlertedBest: change.bestAtSave,
        updatedAt: at,
        pendingChange: null,
      });
      return true;
    },
    async activate(id, at, expiresAt) {
      const w = watches.get(id);
      if (!w || w.status === 'active') return false;
      update(id, { status: 'active', confirmedAt: at, expiresAt });
      index(w, true);
      counters.active += 1;
      requests.delete(id);
      return true;
    },
    async unsubscribe(id) {
      const w = watches.get(id);
      if (w?.status !== 'active') return false;
      update(id, { status: 'unsubscribed' });
      index(w, false);
      counters.active -= 1;
      return true;
    },
    async remove(id) {
      const w = watches.get(id);
      if (w?.status === 'active') counters.active -= 1;
      if (w) index(w, false);
      watches.delete(id);
      for (const [key, token] of [...tokens])
        if (token.watchId === id) tokens.delete(key);
    },
    async renew(id, expiresAt) {
      update(id, { expiresAt });
      for (const [key, token] of tokens)
        if (token.kind === 'link' && token.watchId === id)
          tokens.set(key, { ...token, expiresAt });
    },
    async watchIdsOfPartition(partition) {
      return [...(members.get(partition) ?? [])];
    },
    async claimAlert(id, version, claim) {
      const w = watches.get(id);
      if (!w || w.lastAlertedVersion === version) return false;
      const held =
        w.alertClaim && (w.alertClaimedAt ?? 0) > claim.at - claim.leaseMs;
      if (held) return false;
      update(id, { alertClaim: claim.id, alertClaimedAt: claim.at });
      return true;
    },
    async releaseAlert(id, claimId) {
      if (watches.get(id)?.alertClaim === claimId)
        update(id, { alertClaim: null, alertClaimedAt: null });
    },
    async completeAlert(id, version, claimId) {
      if (watches.get(id)?.alertClaim === claimId)
        update(id, {
          lastAlertedVersion: version,
          alertClaim: null,
          alertClaimedAt: null,
        });
    },
    async recordCheck(id, seen) {
      update(id, seen);
    },
    async countAlertSent() {
      counters.alerts += 1;
    },
  };
  const quota: ConfirmationQuota = {
    async claim(addressKey, day, limit) {
      const key = `${addressKey}:${day}`;
      const count = quotaCounts.get(key) ?? 0;
      if (count >= limit) return false;
      quotaCounts.set(key, count + 1);
      return true;
    },
    async release(addressKey, day) {
      const key = `${addressKey}:${day}`;
      quotaCounts.set(key, Math.max(0, (quotaCounts.get(key) ?? 0) - 1));
    },
  };
  const sent: {
    watchId: string;
    email: string;
    changeId?: string;
  }[] = [];
  return { store, quota, watches, tokens, counters, requested: sent };
}
