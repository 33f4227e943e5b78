import { dynamoLeadCounts } from '#data/lead-count-store';
import type { LeadCountStore } from '#use-cases/ports-lead-counts';

/** The table behind the {@link LeadCountStore} port. */
export const leadCountStore: LeadCountStore = dynamoLeadCounts;
