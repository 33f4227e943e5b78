import { describe, expect, it } from 'vitest';
import { RegisterError } from '#use-cases/ports-cdr';
import {
  BRAND_SUMMARY_PATH,
  brandSlug,
  createRegisterClient,
  toBrandConfigs,
} from './register-client.ts';

const REGISTER = 'https://register.test';
const SUMMARY = `${REGISTER}${BRAND_SUMMARY_PATH}`;

const summary = (publicBaseUri: string, brandName: string) => ({
  dataHolderBrandId: `id-${brandName}`,
  brandName,
  publicBaseUri,
  logoUri: 'https://example.com/logo.png',
  industries: ['energy'],
  lastUpdated: '2026-11-01T00:00:00Z',
  abn: '12345678901',
});

const agl = summary('https://cdr.energymadeeasy.gov.au/agl', 'AGL');
const red = summary(
  'https://cdr.energymadeeasy.gov.au/red-energy',
  'Red Energy',
);

type Answer = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/** A fetch that answers from a script and records each request. */
function scriptedFetch(answers: Answer[]) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const answer = answers.shift() ?? { status: 500 };
    const status = answer.status ?? 200;
    const body =
      status === 304 || answer.body === undefined
        ? null
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(body, {
      status,
      headers: { 'x-v': '2', ...answer.headers },
    });
  }) as typeof fetch;
  return { fetchImpl, requests };
}

const listing = (data: unknown[], next?: string) => ({
  data,
  links: { self: SUMMARY, ...(next && { next }) },
  meta: {},
});

const client = (fetchImpl: typeof fetch, maxPages?: number) =>
  createRegisterClient({ baseUri: `${REGISTER}/`, fetch: fetchImpl, maxPages });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a RegisterError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(RegisterError);
      return error as RegisterError;
    },
  );

describe('createRegisterClient', () => {
  it('asks for versions 1-2 and returns the energy brands with the ETag and version answered', async () => {
    // Arrange
    const { fetchImpl, requests } = scriptedFetch([
      {
        body: listing([
          agl,
          red,
          {
            ...red,
            brandName: 'Bank',
            publicBaseUri: 'https://bank.example/x',
            industries: ['banking'],
          },
        ]),
        headers: { etag: '"v1"', 'x-v': '1' },
      },
    ]);
    // Act
    const read = await client(fetchImpl).readBrands();
    // Assert
    expect(requests[0]).toMatchObject({
      url: SUMMARY,
      headers: { 'x-v': '2', 'x-min-v': '1' },
    });
    expect(requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(read).toEqual({
      changed: true,
      etag: '"v1"',
      version: 1,
      brands: [
        { brand: 'agl', displayName: 'AGL', baseUri: agl.publicBaseUri },
        {
          brand: 'red-energy',
          displayName: 'Red Energy',
          baseUri: red.publicBaseUri,
        },
      ],
    });
  });

  it('sends If-None-Match and reports an unchanged list on 304', async () => {
    // Arrange
    const { fetchImpl, requests } = scriptedFetch([
      { status: 304, headers: { etag: '"v1"' } },
    ]);
    // Act
    const read = await client(fetchImpl).readBrands('"v1"');
    // Assert
    expect(read).toEqual({ changed: false });
    expect(requests[0]?.headers['if-none-match']).toBe('"v1"');
  });

  it('refuses a version it did not ask for and names a 406', async () => {
    const answered = scriptedFetch([
      { body: listing([agl]), headers: { 'x-v': '3' } },
    ]);
    expect(
      await failure(client(answered.fetchImpl).readBrands()),
    ).toMatchObject({
      reason: 'version',
      message: expect.stringMatching(/x-v 3/),
    });
    const unnamed = scriptedFetch([{ body: listing([agl]), headers: {} }]);
    const headerless = (async (...args: Parameters<typeof fetch>) => {
      const response = await unnamed.fetchImpl(...args);
      const headers = new Headers(response.headers);
      headers.delete('x-v');
      return new Response(response.body, { status: 200, headers });
    }) as typeof fetch;
    expect(await client(headerless).readBrands()).toMatchObject({ version: 1 });
    const refused = scriptedFetch([{ status: 406, body: { errors: [] } }]);
    expect(await failure(client(refused.fetchImpl).readBrands())).toMatchObject(
      { reason: 'version', status: 406 },
    );
  });

  it('names the field that fails validation', async () => {
    const cases: [unknown, RegExp][] = [
      [
        listing([{ ...agl, publicBaseUri: 'not a uri' }]),
        /data\[0\]\.publicBaseUri/,
      ],
      [listing([{ ...agl, brandName: undefined }]), /data\[0\]\.brandName/],
      [listing([{ ...agl, industries: 'energy' }]), /data\[0\]\.industries/],
      [{ data: [agl] }, /links/],
      ['<html>', /not JSON/],
    ];
    for (const [body, named] of cases) {
      const { fetchImpl } = scriptedFetch([{ body }]);
      const error = await failure(client(fetchImpl).readBrands());
      expect(error.reason).toBe('malformed');
      expect(error.message).toMatch(named);
    }
  });

  it('follows links.next, sending If-None-Match only on the first page', async () => {
    // Arrange
    const { fetchImpl, requests } = scriptedFetch([
      { body: listing([agl], `${SUMMARY}?page=2`), headers: { etag: '"v2"' } },
      { body: listing([red]) },
    ]);
    // Act
    const read = await client(fetchImpl).readBrands('"v1"');
    // Assert
    expect(read).toMatchObject({ changed: true, etag: '"v2"' });
    expect(read.changed && read.brands.map((b) => b.brand)).toEqual([
      'agl',
      'red-energy',
    ]);
    expect(requests.map((r) => r.headers['if-none-match'])).toEqual([
      '"v1"',
      undefined,
    ]);
  });

  it('stops paging that repeats, leaves the register or runs past the limit', async () => {
    const repeating = scriptedFetch([
      { body: listing([agl], `${SUMMARY}?page=2`) },
      { body: listing([red], `${SUMMARY}?page=2`) },
    ]);
    expect(
      await failure(client(repeating.fetchImpl).readBrands()),
    ).toMatchObject({
      reason: 'pagination',
      message: expect.stringMatching(/repeats/),
    });
    const leaving = scriptedFetch([
      { body: listing([agl], 'https://elsewhere.test/next') },
    ]);
    expect(await failure(client(leaving.fetchImpl).readBrands())).toMatchObject(
      { reason: 'pagination', message: expect.stringMatching(/leaves/) },
    );
    const endless = scriptedFetch(
      [1, 2, 3, 4].map((n) => ({
        body: listing([agl], `${SUMMARY}?page=${n + 1}`),
      })),
    );
    expect(
      await failure(client(endless.fetchImpl, 3).readBrands()),
    ).toMatchObject({
      reason: 'pagination',
      message: expect.stringMatching(/3 pages/),
    });
    expect(endless.requests).toHaveLength(3);
  });

  it('reports HTTP errors and network failures with their reason', async () => {
    const down = scriptedFetch([{ status: 503, body: {} }]);
    expect(await failure(client(down.fetchImpl).readBrands())).toMatchObject({
      reason: 'http-status',
      status: 503,
    });
    const broken = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await failure(client(broken).readBrands())).toMatchObject({
      reason: 'network',
    });
  });
});

describe('brand slugs', () => {
  it('takes the last path segment of the base URI, else the brand name', () => {
    expect(brandSlug(agl)).toBe('agl');
    expect(
      brandSlug({
        publicBaseUri: 'https://cdr.energymadeeasy.gov.au/1st-energy/',
        brandName: 'x',
      }),
    ).toBe('1st-energy');
    expect(
      brandSlug({
        publicBaseUri: 'https://public.cdr.powershop.com.au',
        brandName: 'Powershop Australia',
      }),
    ).toBe('powershop-australia');
    expect(
      brandSlug({
        publicBaseUri: 'https://cdr.example.com.au/Energy_Locals',
        brandName: 'x',
      }),
    ).toBe('energy-locals');
  });

  it('keeps slugs unique and drops a brand with no usable slug', () => {
    const brands = toBrandConfigs([
      summary('https://a.example/cds', 'Alpha Power'),
      summary('https://b.example/cds', 'Beta Gas'),
      summary('https://c.example/', '⚡'),
    ]);
    expect(brands.map((b) => b.brand)).toEqual(['cds', 'cds-beta-gas']);
  });
});
