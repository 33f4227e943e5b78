import { dynamoLeadChanges } from '#data/leads-admin';
import type { LeadChangeStore } from '#use-cases/ports-admin';

/** The table behind the LeadChangeStore port. */
export const leadChanges: LeadChangeStore = dynamoLeadChanges;
