import { leadCounts, leadStatusCounts } from '#data/lead-counts';
import { queueLeads } from '#data/lead-queue';
import { allLeads } from '#data/lead-search';
import { revokeSession } from '#data/revoked-sessions';
import type {
  AdminLeadStore,
  SessionRevocations,
} from '#use-cases/ports-admin';

/** The admin lists' storage: the table (functions/data). */
export const adminLeadStore: AdminLeadStore = {
  queueLeads,
  leadCounts,
  leadStatusCounts,
  allLeads,
};

/** Signed-out staff sessions: the table (functions/data). */
export const sessionRevocations: SessionRevocations = { revokeSession };
