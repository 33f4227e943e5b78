import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { callbackForm } from '#test-support/builders';
import { pointAtStackTable } from '#test-support/handler-env';
import { call, type ErrorBody } from '#test-support/http';
import { tableClient } from '#test-support/table';
import { randomViewerAddress } from '#test-support/viewer-address';

pointAtStackTable();
const { rateWindowClientId } = await import('#data/rate-windows');
const { rateWindowKey } = await import('#data/keys');

const ROUTE = 'POST /api/callbacks';
const table = tableClient();
afterAll(() => table.close());

/** A call-back with a fresh e-mail from the client at `viewer`. */
const submit = (viewer: string) =>
  call<ErrorBody>('POST', '/api/callbacks', {
    json: callbackForm(),
    headers: {
      'idempotency-key': randomUUID(),
      'cloudfront-viewer-address': viewer,
    },
  });

/** Waits out the last seconds of a minute so a burst fits in one window. */
async function startOfFreshWindow(): Promise<number> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000)
    await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
  const seconds = Math.floor(Date.now() / 1000);
  return seconds - (seconds % 60);
}

describe('public lead forms from one client', () => {
  it('accept ten submissions a minute and answer the eleventh 429 with Retry-After, whatever the e-mails', async () => {
    // Arrange: one client (one viewer address), a new e-mail each time.
    await startOfFreshWindow();
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

  it('do not limit another client for the first one', async () => {
    // Arrange
    await startOfFreshWindow();
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
    const windowStart = await startOfFreshWindow();
    const viewer = randomViewerAddress();
    const ip = viewer.slice(0, viewer.lastIndexOf(':'));
    // Act
    await submit(viewer);
    // Assert
    const item = await table.get(
      rateWindowKey(
        ROUTE,
        rateWindowClientId(ROUTE, ip, windowStart),
        windowStart,
      ),
    );
    expect(item).toMatchObject({ hits: 1, expiresAt: windowStart + 120 });
    expect(JSON.stringify(item)).not.toContain(ip);
  });

  it('count the connection address when the viewer address is malformed', async () => {
    // Arrange: the local gateway puts the socket's address in sourceIp.
    const windowStart = await startOfFreshWindow();
    const key = rateWindowKey(
      ROUTE,
      rateWindowClientId(ROUTE, '127.0.0.1', windowStart),
      windowStart,
    );
    const before = Number((await table.get(key))?.hits ?? 0);
    // Act
    const response = await submit('not-an-address');
    // Assert
    expect(response.status).toBe(201);
    expect((await table.get(key))?.hits).toBe(before + 1);
  });
});
