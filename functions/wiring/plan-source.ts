import { parseBrandRules } from '#adapters/cdr/brand-config';
import { createCdrPlanSource } from '#adapters/cdr/cdr-plan-source';
import { createRegisterClient } from '#adapters/cdr/register-client';
import { brandListStore } from '#data/brand-list';
import { config } from '#platform/config';
import { createBrandDiscovery } from '#use-cases/plans/discover-brands';
import { clock } from './deps.ts';

const { CDR_REGISTER_URI, CDR_BRAND_RULES, CDR_TIMEOUT_MS } = config('cdr');

/** The retailer brands, from the CDR Register; one per warm function. */
export const brandDiscovery = createBrandDiscovery({
  register: createRegisterClient({
    baseUri: CDR_REGISTER_URI,
    timeoutMs: CDR_TIMEOUT_MS,
  }),
  store: brandListStore,
  rules: parseBrandRules(CDR_BRAND_RULES),
  clock,
});

/** The CDR plan source over the discovered brands' base URIs. */
export const planSource = createCdrPlanSource({
  brands: () => brandDiscovery.current(),
  timeoutMs: CDR_TIMEOUT_MS,
});
