import { leadCounts, leadStatusCounts } from '#data/lead-counts';
import { allLeads, searchLeads } from '#data/lead-search';
import { listLeads } from '#data/leads-admin';
import { revokeSession } from '#data/revoked-sessions';
import type {
  AdminLeadStore,
  SessionRevocations,
} from '#use-cases/ports-admin';

/** The admin lists' storage: the table (functions/data). */
export const adminLeadStore: AdminLeadStore = {
  listLeads,
  searchLeads,
  leadCounts,
  leadStatusCounts,
  allLeads,
};

/** Signed-out staff sessions: the table (functions/data). */
export const sessionRevocations: SessionRevocations = { revokeSession };
