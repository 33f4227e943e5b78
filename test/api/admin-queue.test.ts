import { beforeAll, describe, expect, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import type { ErrorBody } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';

interface Page {
  items: {
    id: string;
    status?: string;
    createdAt: string;
    leadQualityScore?: number;
  }[];
  nextCursor: string | null;
}

let token = '';
const admin = <T>(path: string) => callAs<T>(token, 'GET', `/api/admin${path}`);
/** A name no other suite uses, so a search isolates this test's leads. */
const marker = () =>
  `Queue${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const at = (minute: number) =>
  new Date(
    Date.parse('2026-01-05T00:00:00.000Z') + minute * 60_000,
  ).toISOString();

/** Every page of a list, following its cursor. */
async function allPages(path: string) {
  const ids: string[] = [];
  let pages = 0;
  for (let cursor: string | null = ''; cursor !== null; ) {
    const page: { body: Page; status: number } = await admin<Page>(
      `${path}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(page.status).toBe(200);
    ids.push(...page.body.items.map((item) => item.id));
    cursor = page.body.nextCursor;
    pages += 1;
  }
  return { ids, pages };
}

beforeAll(async () => {
  token = await staffToken();
});

describe('the queue: status, age and score on the server', () => {
  it('lists the pending call backs oldest first, without the completed ones', async () => {
    // Arrange
    const name = marker();
    const first = await seedLead('callback', { name }, at(1));
    const done = await seedLead(
      'callback',
      { name, status: 'completed' },
      at(0),
    );
    const second = await seedLead('callback', { name }, at(2));
    // Act
    const pending = await admin<Page>(
      `/leads/callback?status=pending&sort=oldest&q=${name}`,
    );
    const newest = await admin<Page>(`/leads/callback?q=${name}`);
    const completed = await admin<Page>(
      `/leads/callback?status=completed&q=${name}`,
    );
    // Assert
    expect(pending.body.items.map((i) => i.id)).toEqual([first, second]);
    expect(newest.body.items.map((i) => i.id)).toEqual([second, first, done]);
    expect(completed.body.items.map((i) => i.id)).toEqual([done]);
  });

  it('moves a lead between status lists when staff change its status', async () => {
    const name = marker();
    const id = await seedLead('switch', { firstName: name });
    const moved = await callAs(
      token,
      'PATCH',
      `/api/admin/leads/switch/${id}/status`,
      { from: 'pending', to: 'in_progress' },
    );
    expect(moved.status).toBe(200);
    const inProgress = await admin<Page>(
      `/leads/switch?status=in_progress&q=${name}`,
    );
    const pending = await admin<Page>(`/leads/switch?status=pending&q=${name}`);
    expect(inProgress.body.items.map((i) => i.id)).toEqual([id]);
    expect(pending.body.items).toEqual([]);
  });

  it('pages a status list with its cursor, every lead once, oldest first', async () => {
    // Arrange: five cancelled switch requests older than any other suite's.
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(
        await seedLead(
          'switch',
          { status: 'cancelled' },
          new Date(Date.UTC(1990, 0, 1, 0, i)).toISOString(),
        ),
      );
    // Act
    const { ids: seen, pages } = await allPages(
      '/leads/switch?status=cancelled&sort=oldest&limit=2',
    );
    // Assert
    expect(seen.slice(0, 5)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it('orders inquiries by lead score, highest first and oldest first among equals, across pages', async () => {
    // Arrange
    const name = marker();
    const low = await seedLead(
      'inquiry',
      { name, leadQualityScore: 40 },
      at(0),
    );
    const high = await seedLead(
      'inquiry',
      { name, leadQualityScore: 80 },
      at(3),
    );
    const midOld = await seedLead(
      'inquiry',
      { name, leadQualityScore: 60 },
      at(1),
    );
    const midNew = await seedLead(
      'inquiry',
      { name, leadQualityScore: 60 },
      at(2),
    );
    const contacted = await seedLead(
      'inquiry',
      { name, leadQualityScore: 100, status: 'contacted' },
      at(4),
    );
    // Act
    const byScore = await allPages(
      `/leads/inquiry?sort=score&limit=2&q=${name}`,
    );
    const newOnly = await allPages(
      `/leads/inquiry?status=new&sort=score&limit=1&q=${name}`,
    );
    // Assert
    expect(byScore.ids).toEqual([contacted, high, midOld, midNew, low]);
    expect(byScore.pages).toBe(3);
    expect(newOnly.ids).toEqual([high, midOld, midNew, low]);
  });

  it('finds a lead by the phone number a returning caller gives, in every list', async () => {
    const phone = `04${String(Date.now()).slice(-8)}`;
    const callback = await seedLead('callback', { phone });
    const request = await seedLead('switch', { phone });
    const inquiry = await seedLead('inquiry', { phone });
    for (const [kind, id] of [
      ['callback', callback],
      ['switch', request],
      ['inquiry', inquiry],
    ] as const) {
      const found = await admin<Page>(`/leads/${kind}?q=${phone}`);
      expect(found.body.items.map((i) => i.id)).toEqual([id]);
    }
  });
});

describe('the queue refuses what it cannot answer, naming the parameter', () => {
  const cursorOf = async (kind: 'callback' | 'inquiry', status: string) => {
    for (let i = 0; i < 2; i += 1) await seedLead(kind);
    const page = await admin<Page>(`/leads/${kind}?status=${status}&limit=1`);
    return String(page.body.nextCursor);
  };

  it.each([
    ['an unknown status', '/leads/callback?status=in_progress', 'status'],
    ['another kind’s status', '/leads/inquiry?status=pending', 'status'],
    ['an unknown sort', '/leads/callback?sort=alphabetical', 'sort'],
    [
      'a score sort of a kind without scores',
      '/leads/callback?sort=score',
      'sort',
    ],
    ['a search over 100 characters', `/leads/switch?q=${'a'.repeat(101)}`, 'q'],
    ['a search with control characters', '/leads/switch?q=a%00b', 'q'],
    [
      'a very long cursor',
      `/leads/switch?cursor=${'a'.repeat(2049)}`,
      'cursor',
    ],
    ['a forged cursor', '/leads/switch?cursor=eyJub3QiOiJhIGtleSJ9', 'cursor'],
    ['an unknown parameter', '/leads/switch?stauts=pending', 'stauts'],
  ])('refuses %s with 400', async (_name, path, field) => {
    const response = await admin<ErrorBody>(path);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
  });

  it('refuses a cursor of another status list, or of an age order on a score order', async () => {
    const cursor = await cursorOf('callback', 'pending');
    const newInquiries = await cursorOf('inquiry', 'new');
    const otherStatus = await admin<ErrorBody>(
      `/leads/callback?status=completed&cursor=${cursor}`,
    );
    const allList = await admin<ErrorBody>(`/leads/callback?cursor=${cursor}`);
    const scoreOrder = await admin<ErrorBody>(
      `/leads/inquiry?status=new&sort=score&cursor=${newInquiries}`,
    );
    for (const response of [otherStatus, allList, scoreOrder]) {
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe('cursor');
    }
  });
});
