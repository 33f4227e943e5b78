import {
  type ReferencePrice,
  referencePricesSchema,
} from '#shared/contracts/reference-prices';

/**
 * Each field's first problem by the server's own rules, keyed
 * `<entry index>.<field>` as the server names it under `referencePrices`.
 */
export function referencePriceFieldErrors(
  prices: readonly ReferencePrice[],
): ReadonlyMap<string, string> {
  const errors = new Map<string, string>();
  const parsed = referencePricesSchema.safeParse(prices);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}
