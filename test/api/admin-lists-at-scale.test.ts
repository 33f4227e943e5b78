import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { pointAtStackTable } from '#test-support/handler-env';
import type { ErrorBody } from '#test-support/http';
import { call } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';

pointAtStackTable();
const { createSubscription, setSubscriptionStatus } = await import(
  '#data/subscriptions'
);

interface Page {
  items: { id: string; email?: string; status?: string }[];
  nextCursor: string | null;
  total: number;
  statusCounts: Record<string, number>;
}

let token = '';
const unique = Date.now().toString(36);
const admin = <T>(method: string, path: string, json?: unknown) =>
  callAs<T>(token, method, `/api/admin${path}`, json);
const firstPage = (kind: string, query = '') =>
  admin<Page>('GET', `/leads/${kind}${query}`);

/** Every page of a search, following the cursor to its end. */
async function searchAll(kind: string, q: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams({ q });
    if (cursor) params.set('cursor', cursor);
    const page = await firstPage(kind, `?${params}`);
    expect(page.status).toBe(200);
    ids.push(...page.body.items.map((i) => i.id));
    cursor = page.body.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

/** Runs `count` writes, a few at a time (DynamoDB Local on a small machine). */
async function inBatches(
  count: number,
  write: (i: number) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += 15) {
    const size = Math.min(15, count - start);
    await Promise.all(Array.from({ length: size }, (_, k) => write(start + k)));
  }
}

const subscriber = (email: string, subscribedAt: string) => ({
  id: ulid(),
  email,
  name: `Reader ${unique}`,
  status: 'active' as const,
  source: 'footer' as const,
  subscribedAt,
  unsubscribedAt: null,
});

beforeAll(async () => {
  token = await staffToken();
});

describe('subscribers past the first page', () => {
  const needle = `needle.${unique}@example.com`;
  const emails = Array.from(
    { length: 109 },
    (_, i) => `s${i}.${unique}@example.com`,
  );
  let before: Page;

  beforeAll(async () => {
    before = (await firstPage('subscription', '?limit=1')).body;
    // The needle is older than the 109 after it: never on the first page.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await createSubscription(subscriber(needle, hourAgo));
    await inBatches(emails.length, (i) =>
      createSubscription(subscriber(emails[i] ?? '', new Date().toISOString())),
    );
    const at = new Date().toISOString();
    await inBatches(5, (i) =>
      setSubscriptionStatus(emails[i] ?? '', 'unsubscribed', at),
    );
  }, 120_000);

  it('counts Active and Unsubscribed from the counters, not the page', async () => {
    const after = (await firstPage('subscription', '?limit=1')).body;
    expect(after.total - before.total).toBe(110);
    const active = before.statusCounts.active ?? 0;
    const unsubscribed = before.statusCounts.unsubscribed ?? 0;
    expect(after.statusCounts.active).toBe(active + 105);
    expect(after.statusCounts.unsubscribed).toBe(unsubscribed + 5);
  });

  it('finds on the server a subscriber the first page does not hold', async () => {
    const first = await firstPage('subscription');
    expect(first.body.items).toHaveLength(100);
    expect(first.body.items.map((i) => i.email)).not.toContain(needle);
    const found = await firstPage(
      'subscription',
      `?q=${encodeURIComponent(`NEEDLE.${unique}`)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.items.map((i) => i.email)).toEqual([needle]);
    expect(found.body.nextCursor).toBeNull();
  });

  it('pages through every match of a search with its cursor', async () => {
    const { ids, pages } = await searchAll('subscription', `.${unique}@`);
    expect(pages).toBe(2);
    expect(new Set(ids).size).toBe(110);
  });

  it('exports every matching subscriber, not only the loaded page', async () => {
    const response = await fetch(
      `${inject('stackUrl')}/api/admin/exports/subscribers?q=${encodeURIComponent(`.${unique}@`)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await response.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Email,Name,Status,Source,Subscribed Date');
    const exported = rows.slice(1).map((row) => row.split(',')[0]);
    expect(exported.sort()).toEqual([needle, ...emails].sort());
    expect(rows.filter((row) => row.includes(',unsubscribed,'))).toHaveLength(
      5,
    );
  });

  it('refuses a search that is too long or holds control characters, naming q', async () => {
    for (const q of ['x'.repeat(101), 'a\u0000b']) {
      const list = await admin<ErrorBody>(
        'GET',
        `/leads/subscription?q=${encodeURIComponent(q)}`,
      );
      expect(list.status).toBe(400);
      expect(list.body.error.field).toBe('q');
      const exported = await admin<ErrorBody>(
        'GET',
        `/exports/subscribers?q=${encodeURIComponent(q)}`,
      );
      expect(exported.status).toBe(400);
      expect(exported.body.error.field).toBe('q');
    }
  });

  it('exports nothing to a caller without a staff token', async () => {
    const response = await call<ErrorBody>(
      'GET',
      '/api/admin/exports/subscribers',
    );
    expect(response.status).toBe(401);
  });
});

describe('switching requests past the first page', () => {
  const name = `Swi${unique}`;
  let needle = '';
  let ids: string[] = [];
  let before: Page;

  beforeAll(async () => {
    before = (await firstPage('switch', '?limit=1')).body;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    needle = await seedLead('switch', { lastName: `Needle${unique}` }, hourAgo);
    ids = [];
    await inBatches(104, async () => {
      ids.push(await seedLead('switch', { firstName: name }));
    });
  }, 120_000);

  const move = (id: string, from: string, to: string) =>
    admin('PATCH', `/leads/switch/${id}/status`, { from, to });

  it('counts each status from the counters as staff move requests along', async () => {
    const [a = '', b = '', c = '', d = ''] = ids;
    for (const id of [a, b, c]) {
      expect((await move(id, 'pending', 'in_progress')).status).toBe(200);
    }
    for (const id of [a, b]) {
      expect((await move(id, 'in_progress', 'completed')).status).toBe(200);
    }
    expect((await move(d, 'pending', 'cancelled')).status).toBe(200);
    const after = (await firstPage('switch', '?limit=1')).body;
    const delta = (status: string) =>
      (after.statusCounts[status] ?? 0) - (before.statusCounts[status] ?? 0);
    expect(after.total - before.total).toBe(105);
    expect(delta('pending')).toBe(101);
    expect(delta('in_progress')).toBe(1);
    expect(delta('completed')).toBe(2);
    expect(delta('cancelled')).toBe(1);
  });

  it('finds on the server a request the first page does not hold', async () => {
    const first = await firstPage('switch');
    expect(first.body.items.map((i) => i.id)).not.toContain(needle);
    const found = await searchAll('switch', `needle${unique}`);
    expect(found.ids).toEqual([needle]);
  });
});
