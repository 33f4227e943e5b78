import { beforeAll, describe, expect, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { callbackForm } from '#test-support/builders';
import { call, type ErrorBody } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';

interface Page {
  items: { id: string; status?: string; createdAt: string }[];
  nextCursor: string | null;
  total: number;
}
interface Detail {
  record: { status: string };
  audit: {
    actor: { username: string };
    action: string;
    changes: Record<string, unknown[]>;
  }[];
}

let token = '';
const admin = <T>(method: string, path: string, json?: unknown) =>
  callAs<T>(token, method, `/api/admin${path}`, json);
const move = (kind: string, id: string, from: string, to: string) =>
  admin<ErrorBody>('PATCH', `/leads/${kind}/${id}/status`, { from, to });

beforeAll(async () => {
  token = await staffToken();
});

describe('admin lists', () => {
  it('pages beyond 100 rows with an opaque cursor, newest first', async () => {
    // Arrange: 105 subscribers in a window of their own (long ago).
    const base = Date.parse('2001-01-01T00:00:00.000Z');
    const ids = new Set<string>();
    for (let i = 0; i < 105; i += 1)
      ids.add(
        await seedLead(
          'subscription',
          {},
          new Date(base + i * 1000).toISOString(),
        ),
      );
    // Act: every page, as other suites' subscribers may come first.
    const first = await admin<Page>('GET', '/leads/subscription');
    const pages = [first.body];
    for (let next = first.body.nextCursor; next; ) {
      const page = await admin<Page>(
        'GET',
        `/leads/subscription?cursor=${next}`,
      );
      pages.push(page.body);
      next = page.body.nextCursor;
    }
    // Assert
    expect(first.body.items).toHaveLength(100);
    expect(first.body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const items = pages.flatMap((page) => page.items);
    const dates = items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const seen = items.map((i) => i.id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen).toContain(id);
    expect(first.body.total).toBeGreaterThanOrEqual(105);
  });

  it.each([
    ['not base64 json', 'bm90IGpzb24'],
    [
      'another list',
      Buffer.from(
        JSON.stringify({
          pk: 'a',
          sk: 'b',
          gsi1pk: 'LEADS#callback',
          gsi1sk: 'c',
        }),
      ).toString('base64url'),
    ],
    [
      'extra attributes',
      Buffer.from(
        JSON.stringify({
          pk: 'a',
          sk: 'b',
          gsi1pk: 'LEADS#inquiry',
          gsi1sk: 'c',
          x: 'd',
        }),
      ).toString('base64url'),
    ],
  ])('rejects a cursor that is %s with 400', async (_name, cursor) => {
    const response = await admin<ErrorBody>(
      'GET',
      `/leads/inquiry?cursor=${cursor}`,
    );
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('cursor');
  });

  it('rejects an unknown kind with 400 naming it', async () => {
    const response = await admin<ErrorBody>('GET', '/leads/plans');
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('kind');
  });
});

describe('callback status', () => {
  it('marks a pending callback complete once, with no way back, and audits it', async () => {
    // Arrange
    const created = await call<{ id: string }>('POST', '/api/callbacks', {
      json: callbackForm(),
    });
    const { id } = created.body;
    // Act
    const done = await move('callback', id, 'pending', 'completed');
    const again = await move('callback', id, 'pending', 'completed');
    const back = await move('callback', id, 'completed', 'pending');
    // Assert
    expect(done.status).toBe(200);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/now completed/);
    expect(back.status).toBe(409);
    const detail = await admin<Detail>('GET', `/leads/callback/${id}`);
    expect(detail.body.record.status).toBe('completed');
    expect(detail.body.audit).toEqual([
      expect.objectContaining({
        action: 'status',
        changes: { status: ['pending', 'completed'] },
      }),
    ]);
  });

  it('answers 404 for a record that does not exist', async () => {
    const response = await move(
      'callback',
      '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      'pending',
      'completed',
    );
    expect(response.status).toBe(404);
  });
});

describe('inquiry status and delete', () => {
  it('moves new → contacted → converted and refuses skipping a step', async () => {
    const id = await seedLead('inquiry');
    expect((await move('inquiry', id, 'new', 'converted')).status).toBe(409);
    expect((await move('inquiry', id, 'new', 'contacted')).status).toBe(200);
    expect((await move('inquiry', id, 'contacted', 'converted')).status).toBe(
      200,
    );
    expect((await move('inquiry', id, 'converted', 'contacted')).status).toBe(
      409,
    );
  });

  it('deletes an inquiry, lowers the count and keeps the audit line', async () => {
    // Arrange
    const id = await seedLead('inquiry');
    const before = (await admin<{ inquiries: number }>('GET', '/dashboard'))
      .body;
    // Act
    const stale = await admin<ErrorBody>(
      'DELETE',
      `/leads/inquiry/${id}?status=contacted`,
    );
    const removed = await admin('DELETE', `/leads/inquiry/${id}?status=new`);
    const again = await admin('DELETE', `/leads/inquiry/${id}?status=new`);
    // Assert
    expect(stale.status).toBe(409);
    expect(removed.status).toBe(200);
    expect(again.status).toBe(404);
    const after = (await admin<{ inquiries: number }>('GET', '/dashboard'))
      .body;
    expect(after.inquiries).toBe(before.inquiries - 1);
    expect((await admin('GET', `/leads/inquiry/${id}`)).status).toBe(404);
  });

  it('restores a deleted inquiry to its list with its status and counts, once', async () => {
    // Arrange: an inquiry only this test's search finds, moved on once.
    const name = `Restore${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const id = await seedLead('inquiry', { name });
    expect((await move('inquiry', id, 'new', 'contacted')).status).toBe(200);
    const listed = async () =>
      (await admin<Page>('GET', `/leads/inquiry?q=${name}`)).body.items.map(
        (item) => [item.id, item.status],
      );
    const counts = async () => {
      const page = await admin<Page & { statusCounts: Record<string, number> }>(
        'GET',
        '/leads/inquiry?status=contacted',
      );
      return {
        total: page.body.total,
        contacted: page.body.statusCounts.contacted,
      };
    };
    const before = await counts();
    // Act: delete, then restore twice.
    const removed = await admin<{ restorableUntil: string }>(
      'DELETE',
      `/leads/inquiry/${id}?status=contacted`,
    );
    const whileDeleted = { list: await listed(), counts: await counts() };
    const detailWhileDeleted = await admin('GET', `/leads/inquiry/${id}`);
    const restored = await admin<{ status: string }>(
      'POST',
      `/leads/inquiry/${id}/restore`,
    );
    const again = await admin<ErrorBody>(
      'POST',
      `/leads/inquiry/${id}/restore`,
    );
    // Assert
    expect(removed.status).toBe(200);
    expect(
      Date.parse(removed.body.restorableUntil) - Date.now(),
    ).toBeGreaterThan(29 * 24 * 3600_000);
    expect(whileDeleted.list).toEqual([]);
    expect(whileDeleted.counts).toEqual({
      total: before.total - 1,
      contacted: (before.contacted ?? 0) - 1,
    });
    expect(detailWhileDeleted.status).toBe(404);
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe('contacted');
    expect(await listed()).toEqual([[id, 'contacted']]);
    expect(await counts()).toEqual(before);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/not deleted/);
    const detail = await admin<Detail>('GET', `/leads/inquiry/${id}`);
    expect(detail.body.audit.map((a) => [a.action, a.changes.status])).toEqual([
      ['status', ['new', 'contacted']],
      ['delete', ['contacted', 'deleted']],
      ['restore', ['deleted', 'contacted']],
    ]);
  });

  it('restores once when staff restore at once: the others get 409 and the counts rise once', async () => {
    const ids = await Promise.all([seedLead('inquiry'), seedLead('inquiry')]);
    for (const id of ids)
      await admin('DELETE', `/leads/inquiry/${id}?status=new`);
    const before = (await admin<Page>('GET', '/leads/inquiry?limit=1')).body;
    // Act: each inquiry restored three times concurrently.
    const results = await Promise.all(
      ids.flatMap((id) =>
        Array.from({ length: 3 }, () =>
          admin('POST', `/leads/inquiry/${id}/restore`),
        ),
      ),
    );
    // Assert
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    const after = (await admin<Page>('GET', '/leads/inquiry?limit=1')).body;
    expect(after.total).toBe(before.total + 2);
    for (const id of ids) {
      const detail = await admin<Detail>('GET', `/leads/inquiry/${id}`);
      expect(detail.body.audit.map((a) => a.action)).toEqual([
        'delete',
        'restore',
      ]);
    }
  });

  it('refuses a restore without a staff token, of an unknown id and of a bad id', async () => {
    const id = await seedLead('inquiry');
    await admin('DELETE', `/leads/inquiry/${id}?status=new`);
    const anonymous = await call(
      'POST',
      `/api/admin/leads/inquiry/${id}/restore`,
    );
    const unknown = await admin<ErrorBody>(
      'POST',
      '/leads/inquiry/01JUNKNOWN0000000000000000/restore',
    );
    const bad = await admin<ErrorBody>(
      'POST',
      '/leads/inquiry/not%20an%20id/restore',
    );
    expect(anonymous.status).toBe(401);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/no deleted inquiry/);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('id');
    expect((await admin('GET', `/leads/inquiry/${id}`)).status).toBe(404);
  });
});

describe('switching request status', () => {
  it('moves pending → in progress → completed; a finished one cannot be cancelled', async () => {
    const id = await seedLead('switch');
    expect((await move('switch', id, 'pending', 'completed')).status).toBe(409);
    expect((await move('switch', id, 'pending', 'in_progress')).status).toBe(
      200,
    );
    expect((await move('switch', id, 'in_progress', 'completed')).status).toBe(
      200,
    );
    expect((await move('switch', id, 'completed', 'cancelled')).status).toBe(
      409,
    );
    const detail = await admin<Detail>('GET', `/leads/switch/${id}`);
    expect(detail.body.audit.map((a) => a.changes.status)).toEqual([
      ['pending', 'in_progress'],
      ['in_progress', 'completed'],
    ]);
  });
});
