import { parseCdrBrands } from '#adapters/cdr/brand-config';
import { createCdrPlanSource } from '#adapters/cdr/cdr-plan-source';
import { config } from './config.ts';

const { CDR_BRANDS, CDR_TIMEOUT_MS } = config('cdr');

/** The configured CDR plan source: one base URI per retailer brand. */
export const planSource = createCdrPlanSource({
  brands: parseCdrBrands(CDR_BRANDS),
  timeoutMs: CDR_TIMEOUT_MS,
});
