import type { ZodType } from 'zod';
import { referencePricesSchema } from '#shared/contracts/reference-prices';
import { siteSettingsSchema } from '#shared/contracts/site-settings';
import { whatIfCostsSchema } from '#shared/contracts/what-if-costs';

/** Each field's first problem by a server schema, keyed by its dotted path. */
function fieldErrors(
  schema: ZodType,
  value: unknown,
): ReadonlyMap<string, string> {
  const errors = new Map<string, string>();
  const parsed = schema.safeParse(value);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}

/**
 * The reference prices' problems by the server's own rules, keyed
 * `<entry index>.<field>` as the server names them under `referencePrices`.
 */
export const referencePriceFieldErrors = (prices: unknown) =>
  fieldErrors(referencePricesSchema, prices);

/**
 * The what-if costs' problems by the server's own rules, keyed
 * `battery.certificatesPerKwh.1.from` as the server names them under
 * `whatIfCosts`.
 */
export const whatIfCostFieldErrors = (costs: unknown) =>
  fieldErrors(whatIfCostsSchema, costs);

/**
 * The plain settings' problems (name, contact, hours) by the server's own
 * rules, each naming what is allowed, keyed by the setting's name.
 */
export const plainSettingFieldErrors = (values: unknown) =>
  fieldErrors(
    siteSettingsSchema.omit({ referencePrices: true, whatIfCosts: true }),
    values,
  );
