import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_SUMMARY_PATH,
  createRegisterClient,
} from '#adapters/cdr/register-client';
import { type CdrSource, startCdrSource } from './cdr-source.ts';
import { fixturePlans } from './fixtures/fixture-plans.ts';
import type { CdrPlanData } from './plan-data.ts';

let source: CdrSource;
let paged: CdrSource;

beforeAll(async () => {
  source = await startCdrSource({ port: 0 });
  paged = await startCdrSource({ port: 0, registerPageSize: 3 });
});
afterAll(async () => {
  await source.stop();
  await paged.stop();
});

const summary = (headers: Record<string, string>, path = BRAND_SUMMARY_PATH) =>
  fetch(`${source.registerUri}${path}`, { headers });

describe('the local CDR Register', () => {
  it('lists the brands of the plans it serves, as the register client reads them', async () => {
    // Act
    const read = await createRegisterClient({
      baseUri: source.registerUri,
    }).readBrands();
    // Assert
    expect(read).toMatchObject({ changed: true, version: 2 });
    expect(read.changed && read.brands).toEqual(
      [...source.brands].sort((a, b) => a.brand.localeCompare(b.brand)),
    );
    expect(source.requests.at(-1)).toMatchObject({
      endpoint: 'register',
      xV: '2',
      xMinV: '1',
    });
  });

  it('negotiates versions as the standard says', async () => {
    const v1 = await summary({ 'x-v': '1' });
    expect(v1.status).toBe(200);
    expect(v1.headers.get('x-v')).toBe('1');
    const highest = await summary({ 'x-v': '5', 'x-min-v': '1' });
    expect(highest.headers.get('x-v')).toBe('2');
    const unsupported = await summary({ 'x-v': '4', 'x-min-v': '3' });
    expect(unsupported.status).toBe(406);
    expect(await unsupported.json()).toMatchObject({
      errors: [{ code: 'urn:au-cds:error:cds-all:Header/UnsupportedVersion' }],
    });
    expect((await summary({})).status).toBe(400);
    const banking = await summary(
      { 'x-v': '2' },
      '/cdr-register/v1/banking/data-holders/brands/summary',
    );
    expect(banking.status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match and 200 once the list changes', async () => {
    // Arrange
    const first = await summary({ 'x-v': '2' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    // Act
    const again = await summary({ 'x-v': '2', 'if-none-match': etag });
    source.putPlan({
      ...(fixturePlans[0] as CdrPlanData),
      planId: 'NEW-BRAND-1',
      brand: 'new-brand',
      brandName: 'New Brand Energy',
    });
    const changed = await summary({ 'x-v': '2', 'if-none-match': etag });
    // Assert
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(changed.status).toBe(200);
    const { data: brands } = (await changed.json()) as {
      data: { brandName: string }[];
    };
    expect(brands.map((b) => b.brandName)).toContain('New Brand Energy');
  });

  it('pages with links.next when asked to, and the client follows it', async () => {
    // Act
    const page1 = await fetch(`${paged.registerUri}${BRAND_SUMMARY_PATH}`, {
      headers: { 'x-v': '2' },
    });
    const read = await createRegisterClient({
      baseUri: paged.registerUri,
    }).readBrands();
    // Assert
    const body = (await page1.json()) as {
      data: unknown[];
      links: { next?: string };
    };
    expect(body.data).toHaveLength(3);
    expect(body.links.next).toContain('page=2');
    expect(read.changed && read.brands.length).toBe(paged.brands.length);
    expect(paged.brands.length).toBeGreaterThan(3);
  });

  it('fails register requests only when a fault names the register', async () => {
    source.failNext({ status: 500 });
    expect((await summary({ 'x-v': '2' })).status).toBe(200);
    source.clearFaults();
    source.failNext({ status: 503 }, { endpoint: 'register' });
    expect((await summary({ 'x-v': '2' })).status).toBe(503);
    expect((await summary({ 'x-v': '2' })).status).toBe(200);
  });
});
