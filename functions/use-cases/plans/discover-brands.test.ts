import { describe, expect, it } from 'vitest';
import {
  type BrandListStore,
  type BrandRegister,
  type BrandRules,
  type CdrBrandConfig,
  RegisterError,
  type RegisterRead,
  type StoredBrandList,
} from '../ports-cdr.ts';
import { createBrandDiscovery, selectBrands } from './discover-brands.ts';

const brand = (slug: string): CdrBrandConfig => ({
  brand: slug,
  displayName: slug.toUpperCase(),
  baseUri: `https://cdr.energymadeeasy.gov.au/${slug}`,
});

const clock = { now: () => new Date('2026-11-24T00:00:00Z') };
const noRules: BrandRules = { exclude: [], pin: [] };

/** A register answering from a script: a read, or an error to throw. */
function fakeRegister(answers: (RegisterRead | Error)[]) {
  const etags: (string | undefined)[] = [];
  const register: BrandRegister = {
    async readBrands(etag) {
      etags.push(etag);
      const answer = answers.shift() ?? new RegisterError('network', 'down');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { register, etags };
}

function memoryStore(initial?: StoredBrandList) {
  let saved = initial;
  const store: BrandListStore & { readonly saved?: StoredBrandList } = {
    load: async () => saved,
    save: async (list) => {
      saved = list;
    },
    get saved() {
      return saved;
    },
  };
  return store;
}

const listed = (slugs: string[], etag = '"e1"'): RegisterRead => ({
  changed: true,
  brands: slugs.map(brand),
  etag,
  version: 2,
});

describe('selectBrands', () => {
  it('drops excluded slugs and adds or overrides pinned brands', () => {
    const selected = selectBrands([brand('agl'), brand('origin')], {
      exclude: ['origin'],
      pin: [
        { brand: 'agl', baseUri: 'https://agl.example/cdr/' },
        { brand: 'tiny-energy', baseUri: 'https://tiny.example' },
      ],
    });
    expect(selected).toEqual([
      { brand: 'agl', displayName: 'AGL', baseUri: 'https://agl.example/cdr' },
      {
        brand: 'tiny-energy',
        displayName: 'tiny-energy',
        baseUri: 'https://tiny.example',
      },
    ]);
  });
});

describe('createBrandDiscovery', () => {
  it('logs brands that appeared or disappeared since the previous run', async () => {
    // Arrange
    const { register } = fakeRegister([
      listed(['agl', 'origin']),
      listed(['agl', 'amber'], '"e2"'),
    ]);
    const store = memoryStore();
    const discovery = createBrandDiscovery({
      register,
      store,
      rules: noRules,
      clock,
    });
    // Act
    const first = await discovery.discover();
    const second = await discovery.discover();
    // Assert
    expect(first).toMatchObject({
      appeared: ['agl', 'origin'],
      disappeared: [],
      note: null,
    });
    expect(second).toMatchObject({
      appeared: ['amber'],
      disappeared: ['origin'],
      note: null,
    });
    expect(store.saved).toMatchObject({
      etag: '"e2"',
      registerVersion: 2,
      lastRunBrands: ['agl', 'amber'],
    });
  });

  it('reuses the kept list when the register answers 304', async () => {
    // Arrange
    const { register, etags } = fakeRegister([{ changed: false }]);
    const store = memoryStore({
      brands: [brand('agl')],
      etag: '"e1"',
      registerVersion: 2,
      checkedAt: '2026-11-23T00:00:00Z',
      lastRunBrands: ['agl'],
    });
    const discovery = createBrandDiscovery({
      register,
      store,
      rules: noRules,
      clock,
    });
    // Act
    const found = await discovery.discover();
    // Assert
    expect(etags).toEqual(['"e1"']);
    expect(found).toEqual({
      brands: [brand('agl')],
      appeared: [],
      disappeared: [],
      note: null,
    });
    expect(store.saved?.checkedAt).toBe('2026-11-24T00:00:00.000Z');
  });

  it('uses the kept list and says so when the register is down', async () => {
    // Arrange
    const { register } = fakeRegister([
      new RegisterError('http-status', 'HTTP 503 from the register', 503),
    ]);
    const store = memoryStore({
      brands: [brand('agl'), brand('origin')],
      etag: '"e1"',
      registerVersion: 2,
      checkedAt: '2026-11-23T00:00:00Z',
      lastRunBrands: ['agl', 'origin'],
    });
    const discovery = createBrandDiscovery({
      register,
      store,
      rules: { exclude: ['origin'], pin: [] },
      clock,
    });
    // Act
    const found = await discovery.discover();
    // Assert
    expect(found.brands).toEqual([brand('agl')]);
    expect(found.disappeared).toEqual(['origin']);
    expect(found.note).toMatch(
      /could not be read \(HTTP 503 from the register\); used the list it gave at 2026-11-23/,
    );
    expect(store.saved?.checkedAt).toBe('2026-11-23T00:00:00Z');
  });

  it('keeps the last good list in memory when the store cannot be read', async () => {
    // Arrange
    const { register } = fakeRegister([listed(['agl'])]);
    const store = memoryStore();
    const discovery = createBrandDiscovery({
      register,
      store: {
        ...store,
        load: async () => {
          throw new Error('table unavailable');
        },
      },
      rules: noRules,
      clock,
    });
    await discovery.discover();
    // Act: the register is now down
    const found = await discovery.discover();
    // Assert
    expect(found.brands).toEqual([brand('agl')]);
    expect(found.note).toMatch(/could not be read/);
  });

  it('fails with a clear reason when the register is down and no list is kept', async () => {
    const { register } = fakeRegister([
      new RegisterError('timeout', 'the register timed out'),
    ]);
    const discovery = createBrandDiscovery({
      register,
      store: memoryStore(),
      rules: noRules,
      clock,
    });
    await expect(discovery.discover()).rejects.toThrow(
      'The CDR Register could not be read (the register timed out) and no earlier brand list is kept',
    );
  });

  it('fails when the stage excludes every brand', async () => {
    const { register } = fakeRegister([listed(['agl'])]);
    const discovery = createBrandDiscovery({
      register,
      store: memoryStore(),
      rules: { exclude: ['agl'], pin: [] },
      clock,
    });
    await expect(discovery.discover()).rejects.toThrow(/No brands to import/);
  });

  it('gives the latest list to the plan source without asking the register again', async () => {
    const { register, etags } = fakeRegister([listed(['agl'])]);
    const discovery = createBrandDiscovery({
      register,
      store: memoryStore(),
      rules: noRules,
      clock,
    });
    expect(await discovery.current()).toEqual([brand('agl')]);
    expect(await discovery.current()).toEqual([brand('agl')]);
    expect(etags).toHaveLength(1);
  });
});
