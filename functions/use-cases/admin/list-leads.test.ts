import { describe, expect, it } from 'vitest';
import type { AdminLeadStore } from '../ports-admin.ts';
import { exportSubscribers } from './export-subscribers.ts';
import { listAdminLeads } from './list-leads.ts';

/** An in-memory store: every subscriber, newest first, and its counters. */
function fakeStore(rows: Record<string, unknown>[]) {
  const calls: string[] = [];
  const store: AdminLeadStore = {
    queueLeads: async (_kind, read) => {
      calls.push(`${read.status ?? 'all'}:${read.sort}:${read.q}`);
      const found = rows.filter(
        (r) =>
          String(r.email).includes(read.q) &&
          (read.status === undefined || r.status === read.status),
      );
      return { items: found.slice(0, read.limit), nextCursor: null };
    },
    leadCounts: async () => ({ subscription: 105 }),
    leadStatusCounts: async () => ({ active: 100, unsubscribed: 5 }),
    allLeads: async function* (_kind, q) {
      for (const row of rows) if (String(row.email).includes(q)) yield row;
    },
  };
  return { store, calls };
}

const subscribers = Array.from({ length: 105 }, (_, i) => ({
  email: `s${i}@example.com`,
  status: i < 5 ? 'unsubscribed' : 'active',
}));

describe('listAdminLeads', () => {
  it('takes the totals from the counters, not from the page', async () => {
    const { store } = fakeStore(subscribers);
    const page = await listAdminLeads(store, 'subscription', { limit: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(105);
    expect(page.statusCounts).toEqual({ active: 100, unsubscribed: 5 });
  });

  it('asks the store for the status, order and search given, newest of all by default', async () => {
    const { store, calls } = fakeStore(subscribers);
    const found = await listAdminLeads(store, 'subscription', { q: 's104@' });
    const gone = await listAdminLeads(store, 'subscription', {
      status: 'unsubscribed',
      sort: 'oldest',
    });
    expect(found.items).toEqual([subscribers[104]]);
    expect(gone.items).toHaveLength(5);
    expect(calls).toEqual(['all:newest:s104@', 'unsubscribed:oldest:']);
  });
});

describe('exportSubscribers', () => {
  it('writes every matching subscriber the store yields, past any page size', async () => {
    const { store } = fakeStore(subscribers);
    const csv = await exportSubscribers(store, {});
    const rows = csv.trimEnd().split('\r\n');
    expect(rows).toHaveLength(106);
    expect(rows.filter((r) => r.includes(',unsubscribed,'))).toHaveLength(5);
    const one = await exportSubscribers(store, { q: 's7@' });
    expect(one.trimEnd().split('\r\n').slice(1)).toEqual([
      's7@example.com,,active,,',
    ]);
  });
});
