import { describe, expect, it } from 'vitest';
import type { AdminLeadStore } from '../ports-admin.ts';
import { exportSubscribers } from './export-subscribers.ts';
import { listAdminLeads } from './list-leads.ts';

/** An in-memory store: every subscriber, newest first, and its counters. */
function fakeStore(rows: Record<string, unknown>[]) {
  const calls: string[] = [];
  const store: AdminLeadStore = {
    listLeads: async (_kind, _cursor, limit) => {
      calls.push('list');
      return { items: rows.slice(0, limit), nextCursor: 'next' };
    },
    searchLeads: async (_kind, q, _cursor, limit) => {
      calls.push(`search:${q}`);
      const found = rows.filter((r) => String(r.email).includes(q));
      return { items: found.slice(0, limit), nextCursor: null };
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

  it('searches the store when asked, and lists it otherwise', async () => {
    const { store, calls } = fakeStore(subscribers);
    const found = await listAdminLeads(store, 'subscription', { q: 's104@' });
    await listAdminLeads(store, 'subscription', {});
    expect(found.items).toEqual([subscribers[104]]);
    expect(calls).toEqual(['search:s104@', 'list']);
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
