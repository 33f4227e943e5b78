import { LRUCache } from 'lru-cache';
import type { CompareRequest } from '#shared/contracts/compare';
import { monthlyUseOf } from '#shared/domain/compare/usage-for-compare';
import { PricingContext } from '#shared/domain/costs/pricing-context';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';

/** A usage profile and the engine's sums over it, ready to price plans. */
export interface Pricing {
  readonly profile: UsageProfile;
  readonly context: PricingContext;
}

/**
 * Typed usage and bills become the same profile for the same figures and
 * postcode, so a warm function keeps the last few, with the usage sums the
 * engine has built over them (per tariff time layout). Most visitors type a round
 * figure or keep the default, so the second comparison of a figure skips
 * the profile and most of the summing. Meter readings are never kept.
 */
// A bill takes two places: its profile and its timing-shifted one
// (timing-rows.ts).
const typed = new LRUCache<string, Pricing>({ max: 16 });

export function pricingFor(
  request: Pick<CompareRequest, 'usage' | 'energyType'> & {
    readonly postcode?: string;
  },
  year: number,
  profileOf: () => UsageProfile,
  /** What else shapes the profile: the band windows of the plan a bill names. */
  variant = '',
): Pricing {
  if (request.usage.kind === 'intervals') {
    const profile = profileOf();
    return { profile, context: new PricingContext(profile) };
  }
  // Typed use takes its postcode's shape; a bill is kept by its figures.
  const figures =
    request.usage.kind === 'bill'
      ? JSON.stringify(request.usage)
      : monthlyUseOf(request.usage);
  const key = `${request.energyType}|${year}|${request.postcode}|${figures}|${variant}`;
  let found = typed.get(key);
  if (!found) {
    const profile = profileOf();
    found = { profile, context: new PricingContext(profile) };
    typed.set(key, found);
  }
  return found;
}
