import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CdrSource, startCdrSource } from './cdr-source.ts';
import { BRANDS } from './fixtures/brands.ts';
import { NETWORKS } from './fixtures/networks.ts';
import { plan } from './fixtures/plan-builder.ts';
import { singleRatePeriod } from './fixtures/tariffs.ts';

const NOW = new Date('2026-11-22T00:00:00Z');

/** Five AGL plans: 3 current, 1 expired, 1 future; lastUpdated varies. */
const plans = [1, 2, 3, 4, 5].map((n) =>
  plan({
    brand: BRANDS.agl,
    number: 100 + n,
    name: `Plan ${n}`,
    network: NETWORKS.ausgrid,
    pricingModel: 'SINGLE_RATE',
    tariffPeriod: [singleRatePeriod('1.00', '0.30')],
    version: {
      version: 1,
      effectiveFrom: n === 5 ? '2027-01-01T00:00:00Z' : '2026-01-01T00:00:00Z',
      effectiveTo: n === 4 ? '2026-06-30T00:00:00Z' : undefined,
      lastUpdated: `2026-0${n}-15T00:00:00Z`,
    },
  }),
);

let source: CdrSource;
beforeAll(async () => {
  source = await startCdrSource({
    port: 0,
    plans,
    now: () => NOW,
    maxPageSize: 50,
  });
});
afterAll(() => source.stop());
afterEach(() => source.clearFaults());

/** The parts of CDR bodies these tests read. */
interface Body {
  data: {
    plans: Array<{ planId: string }>;
    electricityContract: { pricingModel: string };
  };
  links: Record<string, string>;
  meta: unknown;
  errors: Array<{ code: string }>;
}
const read = async (response: Response) => (await response.json()) as Body;

const get = (path: string, headers: Record<string, string> = { 'x-v': '1' }) =>
  fetch(`${source.baseUriFor('agl')}/cds-au/v1/energy/plans${path}`, {
    headers,
  });

describe('startCdrSource', () => {
  it('lists brands with their base URIs', () => {
    expect(source.brands).toEqual([
      { brand: 'agl', displayName: 'AGL', baseUri: `${source.endpoint}/agl` },
    ]);
  });

  it('answers 400 Header/Missing without x-v', async () => {
    const response = await get('', {});
    expect(response.status).toBe(400);
    const body = await read(response);
    expect(body.errors[0]?.code).toBe(
      'urn:au-cds:error:cds-all:Header/Missing',
    );
  });

  it('answers 406 for an unsupported version and serves the best within x-min-v', async () => {
    expect((await get('', { 'x-v': '2' })).status).toBe(406);
    expect((await get('/AGL101MRE1@EME', { 'x-v': '2' })).status).toBe(406);
    const negotiated = await get('/AGL101MRE1@EME', {
      'x-v': '5',
      'x-min-v': '2',
    });
    expect(negotiated.status).toBe(200);
    expect(negotiated.headers.get('x-v')).toBe('3');
    const body = await read(await get('?page-size=1', { 'x-v': '1' }));
    expect(body.data.plans[0]).not.toHaveProperty('electricityContract');
  });

  it('pages with links and meta', async () => {
    const response = await get('?page=2&page-size=1');
    const body = await read(response);
    expect(response.headers.get('x-v')).toBe('1');
    expect(body.meta).toEqual({ totalRecords: 3, totalPages: 3 });
    expect(body.data.plans.map((p: { planId: string }) => p.planId)).toEqual([
      'AGL102MRE1@EME',
    ]);
    expect(Object.keys(body.links).sort()).toEqual([
      'first',
      'last',
      'next',
      'prev',
      'self',
    ]);
    expect(new URL(body.links.next ?? '').searchParams.get('page')).toBe('3');
  });

  it('rejects a page past the end (422) and a page size over the maximum (400)', async () => {
    expect((await get('?page=9&page-size=1')).status).toBe(422);
    const tooBig = await get('?page-size=51');
    expect(tooBig.status).toBe(400);
    expect((await read(tooBig)).errors[0]?.code).toMatch(/InvalidPageSize$/);
  });

  it('filters by effective and updated-since', async () => {
    const ids = async (query: string) =>
      (await read(await get(query))).data.plans.map((p) =>
        p.planId.slice(0, 6),
      );
    expect(await ids('?effective=CURRENT')).toEqual([
      'AGL101',
      'AGL102',
      'AGL103',
    ]);
    expect(await ids('?effective=FUTURE')).toEqual(['AGL105']);
    expect(await ids('?effective=ALL')).toHaveLength(5);
    expect(
      await ids('?effective=ALL&updated-since=2026-03-15T00:00:00Z'),
    ).toEqual(['AGL104', 'AGL105']);
    expect((await get('?updated-since=yesterday')).status).toBe(400);
  });

  it('serves a plan detail and 404s an unknown plan or brand', async () => {
    const detail = await get('/AGL101MRE1@EME', { 'x-v': '3' });
    const body = await read(detail);
    expect(body.data.electricityContract.pricingModel).toBe('SINGLE_RATE');
    expect(body.links.self).toContain(
      '/agl/cds-au/v1/energy/plans/AGL101MRE1@EME',
    );
    const missing = await get('/NOPE', { 'x-v': '3' });
    expect(missing.status).toBe(404);
    expect((await read(missing)).errors[0]?.code).toMatch(/Resource\/Invalid$/);
    const brand = await fetch(
      `${source.baseUriFor('nobody')}/cds-au/v1/energy/plans`,
      { headers: { 'x-v': '1' } },
    );
    expect(brand.status).toBe(404);
  });

  it('records requests with their version headers', async () => {
    await get('?page-size=2', { 'x-v': '1', 'x-min-v': '1' });
    expect(source.requests.at(-1)).toMatchObject({
      brand: 'agl',
      endpoint: 'list',
      xV: '1',
      xMinV: '1',
    });
  });
});

describe('fault injection', () => {
  it('fails the next request with a status and Retry-After, then recovers', async () => {
    source.failNext({ status: 429, retryAfter: 3 });
    const failed = await get('');
    expect(failed.status).toBe(429);
    expect(failed.headers.get('retry-after')).toBe('3');
    expect((await get('')).status).toBe(200);
  });

  it('serves malformed JSON, drops connections and delays answers', async () => {
    source.failNext({ malformed: true }, { endpoint: 'list' });
    await expect((await get('')).json()).rejects.toThrow();
    source.failNext({ drop: true });
    await expect(get('')).rejects.toThrow();
    source.failNext({ delayMs: 30 });
    const started = Date.now();
    expect((await get('')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('keeps a brand failing until its fault is cleared', async () => {
    source.setBrandFault('agl', { status: 500 });
    expect((await get('')).status).toBe(500);
    expect((await get('')).status).toBe(500);
    source.setBrandFault('agl', undefined);
    expect((await get('')).status).toBe(200);
  });

  it('limits a queued fault to a brand, an endpoint and a count', async () => {
    source.failNext({ status: 503 }, { brand: 'other' });
    source.failNext({ status: 502 }, { endpoint: 'detail', times: 2 });
    expect((await get('')).status).toBe(200);
    expect((await get('/AGL101MRE1@EME', { 'x-v': '3' })).status).toBe(502);
    expect((await get('/AGL101MRE1@EME', { 'x-v': '3' })).status).toBe(502);
    expect((await get('/AGL101MRE1@EME', { 'x-v': '3' })).status).toBe(200);
  });
});
