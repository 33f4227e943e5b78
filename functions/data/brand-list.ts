import { z } from 'zod';
import type { BrandListStore, StoredBrandList } from '#use-cases/ports-cdr';
import { entityPut, writeItems } from './conditional-write.ts';
import { brandListKey, Entity } from './keys.ts';
import { getEntity } from './reads.ts';

const storedBrandListSchema = z.object({
  brands: z.array(
    z.object({
      brand: z.string(),
      displayName: z.string(),
      baseUri: z.string(),
    }),
  ),
  etag: z.string().nullable(),
  registerVersion: z.number().int(),
  checkedAt: z.string(),
  lastRunBrands: z.array(z.string()),
});

/**
 * The brand list kept between runs (AP11): one small item beside the run
 * log. An item that no longer parses counts as none.
 */
export const brandListStore: BrandListStore = {
  async load() {
    const stored = await getEntity<unknown>(brandListKey(), Entity.brandList, {
      consistent: true,
    });
    const parsed = storedBrandListSchema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  },
  async save(list: StoredBrandList) {
    await writeItems([
      entityPut({
        key: brandListKey(),
        entity: Entity.brandList,
        attributes: { ...list },
      }),
    ]);
  },
};
