import type { WatchRecord, WatchStore } from '#use-cases/ports-watches';

/** An in-memory WatchStore with the same rules as the table's. */
export function memoryWatchStore(now: () => number = () => Date.now()) {
  const watches = new Map<string, WatchRecord>();
  const tokens = new Map<string, number>();
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
      const due = requests.get(request.watchId);
      if (due !== undefined && live(due)) return false;
      requests.set(request.watchId, expiresAt);
      sent.push(request);
      return true;
    },
    async putToken(kind, id, hash, expiresAt) {
      tokens.set(`${kind}:${id}:${hash}`, expiresAt);
    },
    async takeConfirmation(id, hash) {
      const key = `confirm:${id}:${hash}`;
      const ok = tokens.has(key) && live(tokens.get(key));
      tokens.delete(key);
      return ok;
    },
    async hasLink(id, hash) {
      const key = `link:${id}:${hash}`;
      return tokens.has(key) && live(tokens.get(key));
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
      for (const key of [...tokens.keys()])
        if (key.includes(`:${id}:`)) tokens.delete(key);
    },
    async renew(id, expiresAt) {
      update(id, { expiresAt });
      for (const key of tokens.keys())
        if (key.startsWith(`link:${id}:`)) tokens.set(key, expiresAt);
    },
    async watchIdsOfPartition(partition) {
      return [...(members.get(partition) ?? [])];
    },
    async claimAlert(id, version) {
      const w = watches.get(id);
      if (!w || w.lastAlertedVersion === version) return false;
      update(id, { lastAlertedVersion: version });
      return true;
    },
    async releaseAlert(id, version, previous) {
      if (watches.get(id)?.lastAlertedVersion === version)
        update(id, { lastAlertedVersion: previous });
    },
    async recordCheck(id, seen) {
      update(id, seen);
    },
    async countAlertSent() {
      counters.alerts += 1;
    },
  };
  const sent: { watchId: string; email: string }[] = [];
  return { store, watches, tokens, counters, requested: sent };
}
