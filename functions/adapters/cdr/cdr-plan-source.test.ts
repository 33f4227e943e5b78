import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanSourceError } from '#use-cases/ports-cdr';
import { createCdrPlanSource } from './cdr-plan-source.ts';
import { listAll } from './fetch-all-brands.ts';

type Reply = (req: IncomingMessage, res: ServerResponse) => void;

/** A scripted local server: each request takes the next reply. */
async function scripted(replies: Reply[]) {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    const reply = replies.shift() ?? ((_q, r) => json(r, 500, {}));
    reply(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/acme`,
    seen,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const item = (planId: string) => ({
  planId,
  brand: 'acme',
  brandName: 'Acme Energy',
  type: 'MARKET',
  fuelType: 'ELECTRICITY',
  lastUpdated: '2026-06-01T00:00:00Z',
  geography: { distributors: ['Ausgrid'] },
});

const page = (ids: string[], next?: string, totalPages = 1) => ({
  data: { plans: ids.map(item) },
  links: { self: 'x', ...(next ? { next } : {}) },
  meta: { totalRecords: ids.length, totalPages },
});

const ok =
  (body: unknown): Reply =>
  (_req, res) =>
    json(res, 200, body);

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function setup(replies: Reply[], extra: { timeoutMs?: number } = {}) {
  const server = await scripted(replies);
  stop = server.stop;
  const delays: number[] = [];
  const source = createCdrPlanSource({
    brands: [
      { brand: 'acme', displayName: 'Acme Energy', baseUri: server.base },
    ],
    pageSize: 2,
    timeoutMs: extra.timeoutMs ?? 1000,
    retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5000 },
    random: () => 0,
    now: () => Date.parse('2026-11-01T00:00:00Z'),
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { source, seen: server.seen, delays };
}

describe('createCdrPlanSource', () => {
  it('sends x-v 1 with effective, page-size and updated-since on the list', async () => {
    // Arrange
    const { source, seen } = await setup([ok(page(['A']))]);
    // Act
    await listAll(source, 'acme', { updatedSince: '2026-10-01T00:00:00Z' });
    // Assert
    const url = new URL(seen[0]?.url ?? '', 'http://h');
    expect(url.pathname).toBe('/acme/cds-au/v1/energy/plans');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      effective: 'CURRENT',
      'updated-since': '2026-10-01T00:00:00Z',
      page: '1',
      'page-size': '2',
    });
    expect(seen[0]?.headers['x-v']).toBe('1');
  });

  it('follows links.next over three pages', async () => {
    // Arrange
    const { source, seen } = await setup([
      (_q, r) =>
        json(
          r,
          200,
          page(
            ['A', 'B'],
            '/acme/cds-au/v1/energy/plans?page=2&page-size=2',
            3,
          ),
        ),
      (_q, r) =>
        json(
          r,
          200,
          page(
            ['C', 'D'],
            '/acme/cds-au/v1/energy/plans?page=3&page-size=2',
            3,
          ),
        ),
      ok(page(['E'], undefined, 3)),
    ]);
    // Act
    const items = await listAll(source, 'acme');
    // Assert
    expect(items.map((i) => i.planId)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(seen).toHaveLength(3);
  });

  it('pages by number up to meta.totalPages when links.next is absent', async () => {
    // Arrange
    const { source, seen } = await setup([
      ok(page(['A'], undefined, 2)),
      ok(page(['B'], undefined, 2)),
    ]);
    // Act
    const items = await listAll(source, 'acme');
    // Assert
    expect(items.map((i) => i.planId)).toEqual(['A', 'B']);
    expect(
      new URL(seen[1]?.url ?? '', 'http://h').searchParams.get('page'),
    ).toBe('2');
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    // Arrange
    const { source, delays } = await setup([
      (_q, r) => json(r, 429, { errors: [] }, { 'retry-after': '2' }),
      (_q, r) =>
        json(
          r,
          429,
          { errors: [] },
          { 'retry-after': 'Sun, 01 Nov 2026 00:00:03 GMT' },
        ),
      ok(page(['A'])),
    ]);
    // Act
    const items = await listAll(source, 'acme');
    // Assert
    expect(items).toHaveLength(1);
    expect(delays).toEqual([2000, 3000]);
  });

  it('retries 5xx with growing backoff and gives up after the last attempt', async () => {
    // Arrange
    const fail: Reply = (_q, r) => json(r, 503, {});
    const { source, delays } = await setup([fail, fail, fail]);
    // Act
    const error = await listAll(source, 'acme').catch((e: unknown) => e);
    // Assert
    expect(error).toBeInstanceOf(PlanSourceError);
    expect(error).toMatchObject({
      brand: 'acme',
      reason: 'http-status',
      status: 503,
      attempts: 3,
    });
    expect(delays).toEqual([1, 1]);
  });

  it('recovers when 500s are followed by a success', async () => {
    // Arrange
    const fail: Reply = (_q, r) => json(r, 500, {});
    const { source } = await setup([fail, fail, ok(page(['A']))]);
    // Act
    const items = await listAll(source, 'acme');
    // Assert
    expect(items.map((i) => i.planId)).toEqual(['A']);
  });

  it('times out a slow response and retries it', async () => {
    // Arrange
    const slow: Reply = (_q, r) =>
      setTimeout(() => json(r, 200, page(['late'])), 300);
    const { source } = await setup([slow, ok(page(['A']))], { timeoutMs: 50 });
    // Act
    const items = await listAll(source, 'acme');
    // Assert
    expect(items.map((i) => i.planId)).toEqual(['A']);
  });

  it('reports a timeout after the last attempt', async () => {
    // Arrange
    const slow: Reply = (_q, r) => setTimeout(() => json(r, 200, {}), 300);
    const { source } = await setup([slow, slow, slow], { timeoutMs: 30 });
    // Act
    const error = await source
      .getPlanDetail('acme', 'A')
      .catch((e: unknown) => e);
    // Assert
    expect(error).toMatchObject({ reason: 'timeout', attempts: 3 });
  });

  it('does not retry a 404 and names the status', async () => {
    // Arrange
    const { source, seen } = await setup([(_q, r) => json(r, 404, {})]);
    // Act
    const error = await source
      .getPlanDetail('acme', 'X')
      .catch((e: unknown) => e);
    // Assert
    expect(error).toMatchObject({
      reason: 'http-status',
      status: 404,
      attempts: 1,
    });
    expect(seen).toHaveLength(1);
  });

  it('turns malformed JSON into a typed error', async () => {
    // Arrange
    const { source } = await setup([(_q, r) => r.end('{"data": [')]);
    // Act
    const error = await listAll(source, 'acme').catch((e: unknown) => e);
    // Assert
    expect(error).toMatchObject({
      name: 'PlanSourceError',
      reason: 'malformed',
    });
  });

  it('rejects a list without the CDR shape', async () => {
    // Arrange
    const { source } = await setup([
      ok({ data: { plans: [{ planId: 'A' }] } }),
    ]);
    // Act
    const error = await listAll(source, 'acme').catch((e: unknown) => e);
    // Assert
    expect(error).toMatchObject({ reason: 'malformed' });
  });

  it('gets a detail with x-v 3 and keeps @ in the plan id', async () => {
    // Arrange
    const document = {
      data: { planId: 'ACM1MRE1@EME' },
      links: { self: 'x' },
      meta: {},
    };
    const { source, seen } = await setup([ok(document)]);
    // Act
    const result = await source.getPlanDetail('acme', 'ACM1MRE1@EME');
    // Assert
    expect(result).toEqual(document);
    expect(seen[0]?.url).toBe('/acme/cds-au/v1/energy/plans/ACM1MRE1@EME');
    expect(seen[0]?.headers['x-v']).toBe('3');
  });

  it('refuses a links.next that leaves the brand host', async () => {
    // Arrange
    const { source } = await setup([
      ok(page(['A'], 'http://elsewhere.test/plans?page=2', 2)),
    ]);
    // Act
    const error = await listAll(source, 'acme').catch((e: unknown) => e);
    // Assert
    expect(error).toMatchObject({ reason: 'pagination' });
  });

  it('fails an unconfigured brand without a request', async () => {
    // Arrange
    const { source, seen } = await setup([]);
    // Act
    const error = await source
      .getPlanDetail('nope', 'A')
      .catch((e: unknown) => e);
    // Assert
    expect(error).toMatchObject({ brand: 'nope', reason: 'unknown-brand' });
    expect(seen).toHaveLength(0);
  });
});
