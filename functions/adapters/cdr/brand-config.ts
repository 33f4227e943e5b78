import { z } from 'zod';
import type { BrandRules } from '#use-cases/ports-cdr';

/** The AER's CDR host; each brand it hosts is a path segment under it. */
export const AER_CDR_HOST = 'https://cdr.energymadeeasy.gov.au';

export const brandSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a brand slug');

const pinnedBrandSchema = z.object({
  brand: brandSlugSchema,
  /** Where its plans are read: the base URI before `/cds-au/v1`. */
  baseUri: z
    .url({ protocol: /^https?$/ })
    .transform((uri) => uri.replace(/\/+$/, '')),
  /** @default the register's name for the brand, else its slug */
  displayName: z.string().min(1).optional(),
});

/** A stage's exclusions and pins over the register's brand list. */
export const brandRulesSchema = z
  .object({
    exclude: z.array(brandSlugSchema).default([]),
    pin: z.array(pinnedBrandSchema).default([]),
  })
  .refine(
    (rules) => new Set(rules.pin.map((p) => p.brand)).size === rules.pin.length,
    { message: 'pinned brands must be unique', path: ['pin'] },
  );

/**
 * Parses brand rules (the `CDR_BRAND_RULES` JSON setting or stage
 * config). Throws a zod error naming the bad entry.
 */
export function parseBrandRules(value: unknown): BrandRules {
  const input = typeof value === 'string' ? JSON.parse(value) : value;
  return brandRulesSchema.parse(input ?? {});
}

/** A brand on the AER host: `https://cdr.energymadeeasy.gov.au/<brand>`. */
export function aerBrandUri(brand: string): string {
  return `${AER_CDR_HOST}/${brand}`;
}
