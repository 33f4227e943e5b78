import { getPlan } from '#data/plans';
import type { PlanLookup } from '#use-cases/ports-plans';

/** The stored plans behind the use cases' PlanLookup port. */
export const planLookup: PlanLookup = getPlan;
