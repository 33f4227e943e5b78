import { z } from 'zod';
import type { CdrBrandConfig } from '#use-cases/ports-cdr';

/** The AER's CDR host; each brand is a path segment under it. */
export const AER_CDR_HOST = 'https://cdr.energymadeeasy.gov.au';

const brandConfigSchema = z.object({
  brand: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a brand slug'),
  displayName: z.string().min(1),
  baseUri: z
    .url({ protocol: /^https?$/ })
    .transform((uri) => uri.replace(/\/+$/, '')),
});

/** A non-empty list of brands with unique ids. */
export const cdrBrandsSchema = z
  .array(brandConfigSchema)
  .min(1)
  .refine(
    (brands) => new Set(brands.map((b) => b.brand)).size === brands.length,
    'brand ids must be unique',
  );

/**
 * Parses brand configuration (e.g. a `CDR_BRANDS` JSON setting or stage
 * config). Throws a zod error naming the bad entry.
 */
export function parseCdrBrands(value: unknown): CdrBrandConfig[] {
  const input = typeof value === 'string' ? JSON.parse(value) : value;
  return cdrBrandsSchema.parse(input);
}

/** A brand on the AER host: `https://cdr.energymadeeasy.gov.au/<brand>`. */
export function aerBrand(brand: string, displayName: string): CdrBrandConfig {
  return { brand, displayName, baseUri: `${AER_CDR_HOST}/${brand}` };
}
