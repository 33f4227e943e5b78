import { getTariffs } from '#data/plans';
import type { PlanDocuments } from '#use-cases/ports-plans';

/** The stored CDR documents behind the use cases' PlanDocuments port. */
export const planDocuments: PlanDocuments = getTariffs;
