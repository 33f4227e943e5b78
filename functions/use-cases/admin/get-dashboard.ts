import type { DashboardCounts } from '#shared/contracts/admin';
import type { LeadCountStore } from '../ports-lead-counts.ts';

/** The dashboard's four counts, from counters kept with every write. */
export async function getDashboard(deps: {
  readonly leads: LeadCountStore;
}): Promise<DashboardCounts> {
  const counts = await deps.leads.totals([
    'callback',
    'inquiry',
    'switch',
    'subscription',
  ]);
  return {
    callbacks: counts.callback ?? 0,
    inquiries: counts.inquiry ?? 0,
    switchingRequests: counts.switch ?? 0,
    subscribers: counts.subscription ?? 0,
  };
}
