import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { callbackForm } from '#test-support/builders';
import { pointAtStackTable } from '#test-support/handler-env';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';
import { randomViewerAddress } from '#test-support/viewer-address';

pointAtStackTable();
const { rateWindowClientId } = await import('#platform/rate-window-client');
const { rateWindowKey } = await import('#data/keys');

const ROUTE = 'POST /api/callbacks';
const table = tableClient();
afterAll(() => table.close());

const ipOf = (viewer: string) => viewer.slice(0, viewer.lastIndexOf(':'));

/** A call-back with a fresh e-mail from the client at `viewer`. */
const submit = (viewer: string) =>
  call<ErrorBody>('POST', '/api/callbacks', {
    json: callbackForm(),
    headers: {
      'idempotency-key': randomUUID(),
      'cloudfront-viewer-address': viewer,
    },
  });

const currentWindowStart = () => {
  const seconds = Math.floor(Date.now() / 1000);
  return seconds - (seconds % 60);
};

/** Stores `count` counted submissions of `ip` to `route` in one window item. */
async function seedHits(
  route: string,
  ip: string,
  windowStart: number,
  count: number,
  atMs: number,
) {
  await table.put({
    ...rateWindowKey(
      route,
      await rateWindowClientId(route, ip, windowStart),
      windowStart,
    ),
    entity: 'RateWindow',
    hits: Array.from({ length: count }, (_, i) => ({ at: atMs, key: `s${i}` })),
    expiresAt: windowStart + 120,
  });
}

describe('public lead forms from one client', () => {
  it('accept ten submissions a minute and answer the eleventh 429 with Retry-After, whatever the e-mails', async () => {
    // Arrange: one client (one viewer address), a new e-mail each time.
    const client = randomViewerAddress();
    // Act
    const responses = [];
    for (let i = 0; i < 11; i += 1) responses.push(await submit(client));
    // Assert
    expect(responses.map((r) => r.status)).toEqual([
      ...Array(10).fill(201),
      429,
    ]);
    const limited = responses[10];
    expect(limited?.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('do not let a full minute reopen when the calendar minute turns (sliding window)', async () => {
    // Arrange: ten submissions in the last millisecond of the previous
    // calendar minute, which a fixed window would forget now.
    const viewer = randomViewerAddress();
    const windowStart = currentWindowStart();
    const lastOfPrevious = windowStart * 1000 - 1;
    await seedHits(ROUTE, ipOf(viewer), windowStart - 60, 10, lastOfPrevious);
    // Act
    const response = await submit(viewer);
    // Assert: refused until those ten are a minute old.
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    const expected = Math.ceil((lastOfPrevious + 60_000 - Date.now()) / 1000);
    expect(retryAfter).toBeGreaterThanOrEqual(expected - 1);
    expect(retryAfter).toBeLessThanOrEqual(expected + 1);
  });

  it('do not limit another client for the first one', async () => {
    // Arrange
    const flooder = randomViewerAddress();
    for (let i = 0; i < 11; i += 1) await submit(flooder);
    // Act
    const other = await submit(randomViewerAddress());
    // Assert
    expect(other.status).toBe(201);
    expect((await submit(flooder)).status).toBe(429);
  });

  it('keep only a hash of the address, expiring a window after it closes', async () => {
    // Arrange
    const viewer = randomViewerAddress();
    const ip = ipOf(viewer);
    // Act
    await submit(viewer);
    // Assert: the window of the submission (the minute may have turned).
    const items = await Promise.all(
      [currentWindowStart() - 60, currentWindowStart()].map(async (start) => ({
        start,
        item: await table.get(
          rateWindowKey(
            ROUTE,
            await rateWindowClientId(ROUTE, ip, start),
            start,
          ),
        ),
      })),
    );
    const found = items.find(({ item }) => item !== undefined);
    expect(found?.item).toMatchObject({
      hits: [expect.objectContaining({ at: expect.any(Number) })],
      expiresAt: (found?.start ?? 0) + 120,
    });
    expect(JSON.stringify(found?.item)).not.toContain(ip);
  });

  it('count the connection address when the viewer address is malformed', async () => {
    // Arrange: the local gateway puts the socket's address in sourceIp.
    const hitsNow = async () => {
      const start = currentWindowStart();
      const item = await table.get(
        rateWindowKey(
          ROUTE,
          await rateWindowClientId(ROUTE, '127.0.0.1', start),
          start,
        ),
      );
      return { start, count: Array.isArray(item?.hits) ? item.hits.length : 0 };
    };
    const before = await hitsNow();
    // Act
    const response = await submit('not-an-address');
    // Assert
    expect(response.status).toBe(201);
    const after = await hitsNow();
    expect(after.count).toBe(
      after.start === before.start ? before.count + 1 : 1,
    );
  });
});

const usage = { kind: 'monthlyKwh', monthlyKwh: 300 };

/** Every other public route that stores something or sends mail. */
const writes: ReadonlyArray<{
  readonly route: string;
  readonly body: () => Record<string, unknown>;
}> = [
  {
    route: 'POST /api/inquiries',
    body: () => ({ name: 'Tom', phone: '0400 123 456', postcode: '2000' }),
  },
  {
    route: 'POST /api/compare',
    body: () => ({
      postcode: '3000',
      usage,
      inquiry: { comparisonId: randomUUID(), name: 'Alex' },
    }),
  },
  {
    route: 'POST /api/subscriptions',
    body: () => ({ email: `r.${randomUUID()}@example.com` }),
  },
  {
    route: 'POST /api/subscriptions/unsubscribe',
    body: () => ({ token: randomUUID().replaceAll('-', '') }),
  },
  {
    route: 'POST /api/contact-messages',
    body: () => ({
      name: 'Mia',
      email: `mia.${randomUUID()}@example.com`,
      message: 'Hello',
    }),
  },
];

describe('every public write from one client', () => {
  it.each(writes)(
    '$route answers the eleventh in a minute 429 with Retry-After',
    async ({ route, body }) => {
      // Arrange
      const viewer = randomViewerAddress();
      const path = route.slice('POST '.length);
      // Act
      const statuses = [];
      let last: Awaited<ReturnType<typeof call<ErrorBody>>> | undefined;
      for (let i = 0; i < 11; i += 1) {
        last = await call<ErrorBody>('POST', path, {
          json: body(),
          headers: { 'cloudfront-viewer-address': viewer },
        });
        statuses.push(last.status);
      }
      // Assert
      expect(statuses.slice(0, 10)).not.toContain(429);
      expect(statuses[10]).toBe(429);
      expect(last?.body.error.code).toBe('RATE_LIMITED');
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(
        1,
      );
    },
  );

  it('POST /api/price-updates is limited too', async () => {
    // Arrange: a client that has used its ten (seeded, so no import runs).
    const viewer = randomViewerAddress();
    const route = 'POST /api/price-updates';
    const start = currentWindowStart();
    await seedHits(route, ipOf(viewer), start, 10, Date.now());
    // Act
    const response = await call<ErrorBody>('POST', '/api/price-updates', {
      json: {},
      headers: { 'cloudfront-viewer-address': viewer },
    });
    // Assert
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).not.toBeNull();
  });

  it('POST /api/compare does not count a recompute of the same comparison', async () => {
    // Arrange: one Compare Plans action, re-sorted and re-filtered often.
    const viewer = randomViewerAddress();
    const inquiry = { comparisonId: randomUUID(), name: 'Alex' };
    // Act
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await call('POST', '/api/compare', {
        json: { postcode: '3000', usage, inquiry, page: 1 + (i % 2) },
        headers: { 'cloudfront-viewer-address': viewer },
      });
      statuses.push(response.status);
    }
    // Assert
    expect(statuses).toEqual(Array(12).fill(200));
  });
});
