import { leadCounts } from '#data/lead-counts';
import type { DashboardCounts } from '#shared/contracts/admin';

/** The dashboard's four counts, from counters kept with every write. */
export async function getDashboard(): Promise<DashboardCounts> {
  const counts = await leadCounts([
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
