import { beforeEach, describe, expect, it } from 'vitest';
import type { AlertDecision } from '#shared/domain/watch/alert-decision';
import type { PricedVersion } from '#shared/domain/watch/history-rise';
import { alertClaimContract } from '#test-support/alert-claim-contract';
import { memoryWatchStore } from '#test-support/memory-watch-store';
import type { MailMessage } from '../ports.ts';
import type { WatchRecord } from '../ports-watches.ts';
import {
  AlertClaimHeldError,
  checkWatch,
  checkWatches,
} from './check-watches.ts';
import { enqueueWatchChecks } from './enqueue-watch-checks.ts';
import type { WatchPricing } from './price-watch.ts';

const NOW = Date.parse('2026-11-24T00:00:00Z');
const LEASE_MS = 60_000;
let nowMs = NOW;
const clock = { now: () => new Date(nowMs) };
const PARTITION = 'electricity.residential.ausgrid';

const watch = (id: string, change: Partial<WatchRecord> = {}): WatchRecord => ({
  id,
  email: `${id}@example.com`,
  status: 'active',
  postcode: '2000',
  network: null,
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
  currentPlanId: null,
  thresholdDollars: 50,
  bestAtSave: { planId: 'A', planName: 'A', annualCostIncGst: 1500 },
  currentCostAtSave: null,
  currentCostIncGst: null,
  lastAlertedBest: null,
  lastAlertedVersion: null,
  partitions: [PARTITION],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  confirmedAt: '2026-11-01T00:00:00Z',
  expiresAt: NOW / 1000 + 86_400,
  ...change,
});

let memory: ReturnType<typeof memoryWatchStore>;
let mail: MailMessage[];
let failSend: boolean;
let claims: number;
const cheaper: WatchPricing = {
  best: { planId: 'B', planName: 'B', annualCostIncGst: 1400 },
  currentCostIncGst: null,
  network: null,
  partitions: [PARTITION],
};

const deps = (pricing: WatchPricing = cheaper) => ({
  store: memory.store,
  clock,
  siteUrl: 'https://compare.example',
  pricer: async () => pricing,
  mailer: {
    send: async (m: MailMessage) => {
      if (failSend) throw new Error('SES down');
      mail.push(m);
      return { messageId: 'm' };
    },
  },
  render: (w: WatchRecord) => ({
    to: [w.email],
    subject: 'A better plan',
    text: '',
    html: '',
  }),
  newClaimId: () => `attempt-${++claims}`,
  alertClaimLeaseMs: LEASE_MS,
});

beforeEach(() => {
  nowMs = NOW;
  memory = memoryWatchStore(() => NOW);
  mail = [];
  failSend = false;
  claims = 0;
});

describe('checkWatch', () => {
  it('sends one e-mail per catalogue version, however often it is delivered', async () => {
    await memory.store.put(watch('a'));
    expect(await checkWatch(deps(), 'a', 'v2')).toBe('alerted');
    expect(await checkWatch(deps(), 'a', 'v2')).toBe('already-alerted');
    expect(mail).toHaveLength(1);
    expect(memory.counters.alerts).toBe(1);
  });

  it('prices the comparison on the catalogue version the check was sent for', async () => {
    await memory.store.put(watch('a'));
    const versions: (string | undefined)[] = [];
    const named = {
      ...deps(),
      pricer: async (_: unknown, __: Date, version?: string) => {
        versions.push(version);
        return cheaper;
      },
    };
    await checkWatch(named, 'a', 'v7');
    expect(versions).toEqual(['v7']);
  });

  it('never alerts an unconfirmed, unsubscribed or expired comparison', async () => {
    await memory.store.put(watch('p', { status: 'pending' }));
    await memory.store.put(watch('u', { status: 'unsubscribed' }));
    await memory.store.put(watch('x', { expiresAt: NOW / 1000 - 1 }));
    for (const id of ['p', 'u', 'x'])
      expect(await checkWatch(deps(), id, 'v2')).toBe('inactive');
    expect(mail).toHaveLength(0);
  });

  it('gives the version back when the e-mail fails, so the retry sends it', async () => {
    await memory.store.put(watch('a'));
    failSend = true;
    const first = await checkWatches(deps(), ['a'], 'v2');
    expect(first.failed).toEqual([{ watchId: 'a', reason: 'Error: SES down' }]);
    failSend = false;
    expect(await checkWatch(deps(), 'a', 'v2')).toBe('alerted');
    expect(mail).toHaveLength(1);
  });

  it('sends exactly one alert after the lease when an attempt was cut off between its claim and its send', async () => {
    await memory.store.put(watch('a'));
    // The cut-off attempt: claimed, then the process died.
    await memory.store.claimAlert('a', 'v2', {
      id: 'cut-off',
      at: NOW,
      leaseMs: LEASE_MS,
    });
    nowMs = NOW + 1000;
    const early = await checkWatches(deps(), ['a'], 'v2');
    expect(early.failed).toEqual([
      { watchId: 'a', reason: expect.stringContaining('another attempt') },
    ]);
    expect(mail).toHaveLength(0);
    nowMs = NOW + LEASE_MS + 1;
    expect(await checkWatch(deps(), 'a', 'v2')).toBe('alerted');
    expect(await checkWatch(deps(), 'a', 'v2')).toBe('already-alerted');
    expect(mail).toHaveLength(1);
    expect(memory.watches.get('a')).toMatchObject({
      lastAlertedVersion: 'v2',
      alertClaim: null,
    });
  });

  it('sends one alert when two attempts check the same version at once', async () => {
    await memory.store.put(watch('a'));
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const slow = deps();
    const slowDeps = {
      ...slow,
      mailer: {
        send: async (m: MailMessage) => {
          await gate;
          return slow.mailer.send(m);
        },
      },
    };
    const first = checkWatch(slowDeps, 'a', 'v2');
    const second = checkWatch(slowDeps, 'a', 'v2');
    await expect(second).rejects.toBeInstanceOf(AlertClaimHeldError);
    open();
    expect(await first).toBe('alerted');
    expect(await checkWatch(deps(), 'a', 'v2')).toBe('already-alerted');
    expect(mail).toHaveLength(1);
  });

  it('resends under the same delivery key when an attempt was cut off after its send', async () => {
    await memory.store.put(watch('a'));
    const keys: string[] = [];
    const delivered = new Set<string>();
    // A mail service that drops a message whose key it has sent (the outbox).
    const sendOnce = async <T>(key: string, send: () => Promise<T>) => {
      keys.push(key);
      if (!delivered.has(key)) await send();
      delivered.add(key);
      return undefined as T;
    };
    const cutOff = {
      ...deps(),
      sendOnce,
      store: {
        ...memory.store,
        completeAlert: async () => {
          throw new Error('process killed');
        },
      },
    };
    await expect(checkWatch(cutOff, 'a', 'v2')).rejects.toThrow('killed');
    nowMs = NOW + LEASE_MS + 1;
    expect(await checkWatch({ ...deps(), sendOnce }, 'a', 'v2')).toBe(
      'alerted',
    );
    expect(keys).toEqual(['a-v2', 'a-v2']);
    expect(mail).toHaveLength(1);
  });

  it('stays quiet when nothing beats the baseline by the threshold', async () => {
    await memory.store.put(watch('a'));
    const close = {
      ...cheaper,
      best: { planId: 'B', planName: 'B', annualCostIncGst: 1480 },
    };
    expect(await checkWatch(deps(close), 'a', 'v2')).toBe('quiet');
    expect(mail).toHaveLength(0);
  });
});

describe('the in-memory alert claim', () => {
  alertClaimContract(
    () => memory.store,
    async () => {
      await memory.store.put(watch('a'));
      return 'a';
    },
  );
});

describe("checkWatch on the current plan's published versions", () => {
  const onCurrentPlan = (change: Partial<WatchRecord> = {}) =>
    watch('c', {
      currentPlanId: 'C',
      currentCostIncGst: 1000,
      currentPlanVersion: 1,
      ...change,
    });
  const market = (currentCostIncGst: number): WatchPricing => ({
    best: { planId: 'B', planName: 'B', annualCostIncGst: 2000 },
    currentCostIncGst,
    network: null,
    partitions: [PARTITION],
  });
  const versions = (...costs: number[]): PricedVersion[] =>
    costs.map((annualCostIncGst, i) => ({
      version: costs.length - i,
      firstSeenAt: `2026-11-${String(20 - i).padStart(2, '0')}T00:00:00Z`,
      annualCostIncGst,
    }));
  const withHistory = (pricing: WatchPricing, history: PricedVersion[]) => {
    const decisions: AlertDecision[] = [];
    return {
      decisions,
      deps: {
        ...deps(pricing),
        currentPlanVersions: async () => history,
        render: (w: WatchRecord, decision: AlertDecision) => {
          decisions.push(decision);
          return { to: [w.email], subject: 'Price rose', text: '', html: '' };
        },
      },
    };
  };

  it('sends no rise when no new version was published, whatever the stored cost', async () => {
    await memory.store.put(onCurrentPlan());
    const { deps: checkDeps } = withHistory(market(1100), versions(1000));
    expect(await checkWatch(checkDeps, 'c', 'v2')).toBe('quiet');
    expect(mail).toHaveLength(0);
  });

  it('sends the rise from the version last seen to the new one, and remembers it', async () => {
    await memory.store.put(onCurrentPlan());
    const check = withHistory(market(1000), versions(1200, 1000));
    expect(await checkWatch(check.deps, 'c', 'v2')).toBe('alerted');
    expect(check.decisions[0]?.currentPlanRose).toEqual({
      from: 1000,
      to: 1200,
    });
    expect(memory.watches.get('c')?.currentPlanVersion).toBe(2);
  });
});

describe('enqueueWatchChecks', () => {
  it('queues only the active comparisons of the changed partitions, each once, in batches', async () => {
    await memory.store.put(
      watch('a', { status: 'pending', partitions: [PARTITION, 'x'] }),
    );
    await memory.store.activate('a', 'now', NOW / 1000 + 1000);
    await memory.store.put(
      watch('b', { status: 'pending', partitions: ['other'] }),
    );
    await memory.store.activate('b', 'now', NOW / 1000 + 1000);
    await memory.store.put(watch('c', { status: 'pending' }));
    const published: unknown[] = [];
    const result = await enqueueWatchChecks(
      {
        store: memory.store,
        clock,
        publisher: {
          publish: async (events) => {
            published.push(...events.map((e) => e.detail));
            return [];
          },
        },
      },
      {
        id: 'catalogue-v2',
        occurredAt: new Date(NOW).toISOString(),
        version: 1,
        catalogueVersion: 'v2',
        partitionsChanged: [PARTITION, 'x'],
        completedAt: new Date(NOW).toISOString(),
      },
    );
    expect(result).toEqual({ watches: 1, batches: 1 });
    expect(published).toEqual([
      expect.objectContaining({ catalogueVersion: 'v2', watchIds: ['a'] }),
    ]);
  });
});
