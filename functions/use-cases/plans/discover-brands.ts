import type { Clock } from '../ports.ts';
import type {
  BrandDiscovery,
  BrandListStore,
  BrandRegister,
  BrandRules,
  CdrBrandConfig,
  DiscoveredBrands,
  PlanSource,
  StoredBrandList,
} from '../ports-cdr.ts';

/** The register's brands with exclusions removed and pins applied. */
export function selectBrands(
  registered: readonly CdrBrandConfig[],
  rules: BrandRules,
): CdrBrandConfig[] {
  const bySlug = new Map(registered.map((b) => [b.brand, b]));
  for (const pin of rules.pin) {
    bySlug.set(pin.brand, {
      brand: pin.brand,
      displayName:
        pin.displayName ?? bySlug.get(pin.brand)?.displayName ?? pin.brand,
      baseUri: pin.baseUri.replace(/\/+$/, ''),
    });
  }
  for (const slug of rules.exclude) bySlug.delete(slug);
  return [...bySlug.values()];
}

export interface DiscoverBrandsDeps {
  readonly register: BrandRegister;
  readonly store: BrandListStore;
  readonly rules: BrandRules;
  readonly clock: Clock;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

const sortedDifference = (a: readonly string[], b: readonly string[]) => {
  const other = new Set(b);
  return a.filter((x) => !other.has(x)).sort();
};

/**
 * Brand discovery for a warm function: each {@link BrandDiscovery.discover}
 * reads the register (conditionally, with the last ETag), falls back to
 * the last good list when it cannot, and records which brands appeared
 * or disappeared since the previous run. The last good list is kept both
 * in memory and in the store, so a cold function after a register outage
 * still has one.
 */
export function createBrandDiscovery(deps: DiscoverBrandsDeps): BrandDiscovery {
  let memory: StoredBrandList | undefined;

  async function lastGood(): Promise<StoredBrandList | undefined> {
    try {
      return (await deps.store.load()) ?? memory;
    } catch {
      return memory;
    }
  }

  async function discover(): Promise<DiscoveredBrands> {
    const cached = await lastGood();
    const now = deps.clock.now().toISOString();
    let list: Omit<StoredBrandList, 'lastRunBrands'>;
    let note: string | null = null;
    try {
      const read = await deps.register.readBrands(cached?.etag ?? undefined);
      if (read.changed) {
        const { brands, etag, version } = read;
        list = { brands, etag, registerVersion: version, checkedAt: now };
      } else if (cached) {
        list = { ...cached, checkedAt: now };
      } else {
        throw new Error('the register answered 304 with no list kept');
      }
    } catch (error) {
      if (!cached) {
        throw new Error(
          `The CDR Register could not be read (${messageOf(error)}) and no earlier brand list is kept`,
        );
      }
      list = cached;
      note = `The CDR Register could not be read (${messageOf(error)}); used the list it gave at ${cached.checkedAt}`;
    }
    const brands = selectBrands(list.brands, deps.rules);
    if (brands.length === 0) {
      throw new Error(
        `No brands to import: the register lists ${list.brands.length} energy brands and the stage excludes ${deps.rules.exclude.length}`,
      );
    }
    const slugs = brands.map((b) => b.brand);
    const previous = cached?.lastRunBrands ?? [];
    memory = { ...list, lastRunBrands: slugs };
    await deps.store.save(memory);
    return {
      brands,
      appeared: sortedDifference(slugs, previous),
      disappeared: sortedDifference(previous, slugs),
      note,
    };
  }

  let latest: readonly CdrBrandConfig[] | undefined;
  return {
    async discover() {
      const found = await discover();
      latest = found.brands;
      return found;
    },
    async current() {
      latest ??= (await discover()).brands;
      return latest;
    },
  };
}

/**
 * The brands for a run: discovered when the run has a discovery, else the
 * source's own (a folder, a test's fixed list), with no changes recorded.
 */
export async function findBrands(deps: {
  readonly source: PlanSource;
  readonly discovery?: BrandDiscovery;
}): Promise<DiscoveredBrands> {
  if (deps.discovery) return deps.discovery.discover();
  const brands = await deps.source.listBrands();
  return { brands, appeared: [], disappeared: [], note: null };
}

/** The run log's brand fields from a discovery. */
export const brandLog = (found: DiscoveredBrands | undefined) => ({
  brandsAppeared: [...(found?.appeared ?? [])],
  brandsDisappeared: [...(found?.disappeared ?? [])],
  brandListNote: found?.note ?? null,
});
