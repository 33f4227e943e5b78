import type { DashboardCounts } from '#shared/contracts/admin';
import { overdueCutoff } from '#shared/domain/callback-wait';
import type { Clock, SettingsReader } from '../ports.ts';
import type { LeadCountStore } from '../ports-lead-counts.ts';

/**
 * The dashboard's four counts and what waits for staff, from counters kept
 * with every write; the overdue call backs are counted against the call
 * back promise of the settings (docs/settings.md).
 */
export async function getDashboard(deps: {
  readonly leads: LeadCountStore;
  readonly settings: SettingsReader;
  readonly clock: Clock;
}): Promise<DashboardCounts> {
  const { maxCallbackWaitTime: promiseHours } = await deps.settings.current();
  const cutoff = overdueCutoff(deps.clock.now(), promiseHours);
  const [counts, callbacks, inquiries, switches, overdueCallbacks, people] =
    await Promise.all([
      deps.leads.totals(['callback', 'inquiry', 'switch', 'subscription']),
      deps.leads.statusTotals('callback'),
      deps.leads.statusTotals('inquiry'),
      deps.leads.statusTotals('switch'),
      deps.leads.countInStatusBefore('callback', 'pending', cutoff),
      deps.leads.peopleTotal(),
    ]);
  return {
    callbacks: counts.callback ?? 0,
    inquiries: counts.inquiry ?? 0,
    switchingRequests: counts.switch ?? 0,
    subscribers: counts.subscription ?? 0,
    people,
    waiting: {
      pendingCallbacks: callbacks.pending ?? 0,
      overdueCallbacks,
      newInquiries: inquiries.new ?? 0,
      pendingSwitches: switches.pending ?? 0,
    },
    promiseHours,
  };
}
