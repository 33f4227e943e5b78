import type { AdminSwitchRequest } from '#shared/contracts/admin-records';
import {
  actionsColumn,
  statusColumn,
} from '@/features/admin-leads/components/lead-columns';
import {
  type LeadListDefinition,
  LeadListPage,
} from '@/features/admin-leads/components/lead-list-page';
import { localDate, perYear } from '@/features/admin-leads/format';

const switchList: LeadListDefinition<AdminSwitchRequest> = {
  kind: 'switch',
  title: 'Switching Requests',
  caption: 'Switching requests',
  loadingText: 'Loading switching requests...',
  emptyText: 'No switching requests yet.',
  failureText: 'Failed to fetch switching requests',
  refreshButton: true,
  rowName: (r) => `${r.firstName} ${r.lastName}`.trim() || r.email,
  // The server's counters: every request, not only the pages loaded.
  stats: [
    { label: 'Total Requests' },
    { label: 'Pending', status: 'pending' },
    { label: 'In Progress', status: 'in_progress' },
    { label: 'Completed', status: 'completed' },
  ],
  detail: {
    title: 'Switching request',
    statusMoves: true,
    fields: [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'E-mail'],
      ['phone', 'Phone'],
      ['address', 'Address'],
      ['postcode', 'Postcode'],
      ['currentProvider', 'Current provider'],
      ['nmi', 'NMI'],
      ['mirn', 'MIRN'],
      ['specialRequests', 'Special requests'],
      ['consentMarketing', 'Marketing consent'],
      ['consentSwitch', 'Switch consent'],
      ['selectedPlanId', 'Plan id'],
      ['selectedPlanName', 'Selected plan'],
      ['selectedRetailer', 'Retailer'],
      ['estimatedAnnualCost', 'Estimated annual cost ($)'],
      ['estimatedSavings', 'Estimated savings ($/year)'],
      ['status', 'Status'],
      ['createdAt', 'Received'],
    ],
  },
  columns: (tools) => [
    { header: 'Date', cell: (r) => localDate(r.createdAt) },
    {
      header: 'Customer',
      cell: (r) => (
        <>
          <div>
            {r.firstName} {r.lastName}
          </div>
          <div>{r.email}</div>
        </>
      ),
    },
    { header: 'Phone', cell: (r) => r.phone },
    { header: 'NMI/MIRN', cell: (r) => r.nmi || r.mirn || 'Not provided' },
    {
      header: 'Selected Plan',
      cell: (r) => r.selectedPlanName || 'Not specified',
    },
    { header: 'Retailer', cell: (r) => r.selectedRetailer || 'Not specified' },
    statusColumn('switch'),
    {
      header: 'Estimated Savings',
      cell: (r) => perYear(r.estimatedSavings),
    },
    actionsColumn('switch', tools, { labels: {}, className: 'button' }),
  ],
};

/** /admin/switching; each row offers its status moves, View the details. */
export function Component() {
  return <LeadListPage definition={switchList} />;
}
