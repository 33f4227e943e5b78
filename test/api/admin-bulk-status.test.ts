import { beforeAll, describe, expect, it } from 'vitest';
import type { BulkStatusResult } from '#shared/contracts/admin';
import { seedLead } from '#test-support/admin-seed';
import type { ErrorBody } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';

let token = '';
const bulk = <T>(kind: string, body: unknown) =>
  callAs<T>(token, 'PATCH', `/api/admin/leads/${kind}`, body);
const statusOf = async (kind: string, id: string) => {
  const detail = await callAs<{
    record: { status: string };
    audit: { actor: { username: string }; changes: unknown }[];
  }>(token, 'GET', `/api/admin/leads/${kind}/${id}`);
  return detail.body;
};

beforeAll(async () => {
  token = await staffToken();
});

describe('PATCH /api/admin/leads/{kind}: the selected rows at once', () => {
  it('moves every row still in the status staff saw and skips the one that changed meanwhile', async () => {
    // Arrange: three pending switches; another member of staff starts one.
    const [a, b, c] = await Promise.all([
      seedLead('switch'),
      seedLead('switch'),
      seedLead('switch'),
    ]);
    const moved = await callAs(
      token,
      'PATCH',
      `/api/admin/leads/switch/${b}/status`,
      { from: 'pending', to: 'in_progress' },
    );
    expect(moved.status).toBe(200);
    // Act: the bulk change as the first screen saw the rows.
    const answer = await bulk<BulkStatusResult>('switch', {
      to: 'cancelled',
      leads: [a, b, c].map((id) => ({ id, from: 'pending' })),
    });
    // Assert
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      to: 'cancelled',
      changed: [a, c],
      skipped: [{ id: b, reason: 'changed', status: 'in_progress' }],
    });
    expect((await statusOf('switch', a ?? '')).record.status).toBe('cancelled');
    const changed = await statusOf('switch', b ?? '');
    expect(changed.record.status).toBe('in_progress');
    expect(changed.audit).toHaveLength(1);
    const cancelled = await statusOf('switch', c ?? '');
    expect(cancelled.audit.at(-1)?.changes).toEqual({
      status: ['pending', 'cancelled'],
    });
  });

  it('names forbidden moves and missing rows without applying them', async () => {
    const done = await seedLead('callback', { status: 'completed' });
    const answer = await bulk<BulkStatusResult>('callback', {
      to: 'completed',
      leads: [
        { id: done, from: 'completed' },
        { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', from: 'pending' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.changed).toEqual([]);
    expect(answer.body.skipped).toEqual([
      { id: done, reason: 'not-allowed' },
      { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', reason: 'missing' },
    ]);
  });

  it.each([
    [
      'an unknown status',
      { to: 'archived', leads: [{ id: 'x1', from: 'pending' }] },
      'to',
    ],
    ['no rows', { to: 'completed', leads: [] }, 'leads'],
    [
      'too many rows',
      {
        to: 'completed',
        leads: Array.from({ length: 101 }, (_, i) => ({
          id: `r${i}`,
          from: 'pending',
        })),
      },
      'leads',
    ],
    [
      'a row twice',
      {
        to: 'completed',
        leads: [
          { id: 'r1', from: 'pending' },
          { id: 'r1', from: 'pending' },
        ],
      },
      'leads',
    ],
    [
      'a forged id',
      { to: 'completed', leads: [{ id: '../x', from: 'pending' }] },
      'leads.0.id',
    ],
    [
      'a row without its status',
      { to: 'completed', leads: [{ id: 'r1' }] },
      'leads.0.from',
    ],
    [
      'an unknown field',
      { to: 'completed', leads: [{ id: 'r1', from: 'pending' }], all: true },
      'all',
    ],
    [
      'a very long status',
      { to: 'x'.repeat(5000), leads: [{ id: 'r1', from: 'pending' }] },
      'to',
    ],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const answer = await bulk<ErrorBody>('callback', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
  });

  it('answers 400 naming the kind for an unknown list', async () => {
    const answer = await bulk<ErrorBody>('people', {
      to: 'completed',
      leads: [{ id: 'r1', from: 'pending' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('kind');
  });
});
