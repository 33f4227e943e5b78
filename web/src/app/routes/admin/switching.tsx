import { useState } from 'react';
import type { AdminSwitchRequest } from '#shared/contracts/admin-records';
import {
  AdminTable,
  type Column,
} from '@/features/admin-leads/components/admin-table';
import { StatusBadge } from '@/features/admin-leads/components/badges';
import { LeadDetailDialog } from '@/features/admin-leads/components/lead-detail-dialog';
import { StatCard } from '@/features/admin-leads/components/stat-card';
import { localDate, perYear } from '@/features/admin-leads/format';
import { useLeadList } from '@/features/admin-leads/hooks/use-lead-list';
import { useStatusChange } from '@/features/admin-leads/hooks/use-status-change';
import '@/features/admin-shell/admin-shell.css';

const detailFields = [
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
] as const;

/** /admin/switching; View opens the details and status moves. */
export function Component() {
  const list = useLeadList<AdminSwitchRequest>(
    'switch',
    'Failed to fetch switching requests',
  );
  const { change } = useStatusChange('switch', (id, status) =>
    list.update(id, { status }),
  );
  const [viewing, setViewing] = useState<string | null>(null);
  // The server's counters: every request, not only the pages loaded.
  const count = (status: string) => list.statusCounts[status] ?? 0;
  const columns: Column<AdminSwitchRequest>[] = [
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
    {
      header: 'Status',
      cell: (r) => <StatusBadge kind="switch" status={r.status} />,
    },
    {
      header: 'Estimated Savings',
      cell: (r) => perYear(r.estimatedSavings),
    },
    {
      header: 'Actions',
      cell: (r) => (
        <button
          type="button"
          className="button"
          onClick={() => setViewing(r.id)}
          aria-label={`View ${r.firstName} ${r.lastName}`}
        >
          View
        </button>
      ),
    },
  ];
  return (
    <section>
      <div className="admin-heading">
        <h1>Switching Requests</h1>
        <button type="button" className="button" onClick={list.refresh}>
          Refresh
        </button>
      </div>
      <div className="stat-grid">
        <StatCard label="Total Requests" value={list.total} />
        <StatCard label="Pending" value={count('pending')} />
        <StatCard label="In Progress" value={count('in_progress')} />
        <StatCard label="Completed" value={count('completed')} />
      </div>
      <AdminTable
        caption="Switching requests"
        columns={columns}
        rows={list.items}
        loading={list.loading}
        loadingText="Loading switching requests..."
        emptyText="No switching requests yet."
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
      />
      <LeadDetailDialog
        kind="switch"
        id={viewing}
        title="Switching request"
        fields={detailFields}
        onClose={() => setViewing(null)}
        onStatus={change}
      />
    </section>
  );
}
