import type {
  CdrBrandConfig,
  ListPlansOptions,
  PlanListItem,
  PlanSource,
} from '#use-cases/ports-cdr';

/** One brand's result: its value, or the error that stopped it. */
export type BrandOutcome<T> =
  | { readonly brand: string; readonly ok: true; readonly value: T }
  | { readonly brand: string; readonly ok: false; readonly error: Error };

/** A listed plan with its raw detail document. */
export interface FetchedPlan {
  readonly item: PlanListItem;
  readonly document: unknown;
}

/** Options for {@link fetchAllBrands}. */
export interface FetchAllOptions extends ListPlansOptions {
  /** Brands fetched at once. @default 4 */
  readonly brandConcurrency?: number;
  /** Detail requests at once within a brand. @default 4 */
  readonly detailConcurrency?: number;
}

/** Maps with at most `limit` calls in flight, keeping input order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      results[i] = await work(items[i] as T);
    }
  };
  const workers = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/**
 * Runs `work` for every configured brand; a brand that fails is reported
 * in its outcome and never stops the others.
 */
export async function forEachBrand<T>(
  source: PlanSource,
  work: (brand: CdrBrandConfig) => Promise<T>,
  concurrency = 4,
): Promise<BrandOutcome<T>[]> {
  const brands = await source.listBrands();
  return mapConcurrent(brands, concurrency, async (config) => {
    try {
      return { brand: config.brand, ok: true, value: await work(config) };
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      return { brand: config.brand, ok: false, error: failure };
    }
  });
}

/** Every listed plan of one brand. */
export async function listAll(
  source: PlanSource,
  brand: string,
  options: ListPlansOptions = {},
): Promise<PlanListItem[]> {
  const items: PlanListItem[] = [];
  for await (const item of source.listPlans(brand, options)) items.push(item);
  return items;
}

/**
 * Lists and fetches the detail of every plan of every brand. A brand is
 * all-or-nothing: if its list or any detail fails after retries, its
 * outcome is the error, so an import can keep that brand's last good plans.
 */
export function fetchAllBrands(
  source: PlanSource,
  options: FetchAllOptions = {},
): Promise<BrandOutcome<FetchedPlan[]>[]> {
  return forEachBrand(
    source,
    async ({ brand }) => {
      const items = await listAll(source, brand, options);
      return mapConcurrent(
        items,
        options.detailConcurrency ?? 4,
        async (item) => ({
          item,
          document: await source.getPlanDetail(brand, item.planId),
        }),
      );
    },
    options.brandConcurrency,
  );
}
