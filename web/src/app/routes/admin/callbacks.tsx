import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminCallback } from '#shared/contracts/admin-records';
import { preferredTimes } from '#shared/contracts/callbacks';
import type { Column } from '@/features/admin-leads/components/admin-table';
import { AdminTable } from '@/features/admin-leads/components/admin-table';
import { Badge, StatusBadge } from '@/features/admin-leads/components/badges';
import { LeadDetailDialog } from '@/features/admin-leads/components/lead-detail-dialog';
import { RowStatusActions } from '@/features/admin-leads/components/row-status-actions';
import { shortDate } from '@/features/admin-leads/format';
import { useLeadList } from '@/features/admin-leads/hooks/use-lead-list';
import { useStatusChange } from '@/features/admin-leads/hooks/use-status-change';
import '@/features/admin-shell/admin-shell.css';

const timeLabel = (time?: string) =>
  !time || time === 'anytime'
    ? 'Any time'
    : (preferredTimes[time as keyof typeof preferredTimes] ?? time);

const quickActions = { completed: 'Mark Complete' };

const detailFields = [
  ['name', 'Name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['postcode', 'Postcode'],
  ['preferredTime', 'Preferred time'],
  ['currentRetailer', 'Current retailer'],
  ['hasGas', 'Has gas'],
  ['hasSolar', 'Has solar'],
  ['message', 'Message'],
  ['status', 'Status'],
  ['createdAt', 'Received'],
] as const;

/** /admin/callbacks. */
export function Component() {
  const list = useLeadList<AdminCallback>(
    'callback',
    'Failed to fetch callback requests',
  );
  const { change, busyId } = useStatusChange('callback', (id, status) =>
    list.update(id, { status }),
  );
  // The staff e-mail links here with `?lead=<id>`: open that request.
  const [searchParams] = useSearchParams();
  const [viewing, setViewing] = useState<string | null>(() =>
    searchParams.get('lead'),
  );
  const columns: Column<AdminCallback>[] = [
    { header: 'Name', cell: (r) => r.name },
    {
      header: 'Contact',
      cell: (r) => (
        <>
          <div>{r.email}</div>
          <div>{r.phone}</div>
        </>
      ),
    },
    { header: 'Location', cell: (r) => r.postcode || 'N/A' },
    { header: 'Preferred Time', cell: (r) => timeLabel(r.preferredTime) },
    {
      header: 'Current Retailer',
      cell: (r) => r.currentRetailer || 'Not specified',
    },
    {
      header: 'Services',
      cell: (r) => (
        <>
          {r.hasGas === 'yes' && <Badge>Gas</Badge>}{' '}
          {r.hasSolar === 'yes' && <Badge>Solar</Badge>}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (r) => <StatusBadge kind="callback" status={r.status} />,
    },
    { header: 'Date', cell: (r) => shortDate(r.createdAt) },
    {
      header: 'Actions',
      cell: (r) => (
        <span className="row-actions">
          <RowStatusActions
            kind="callback"
            id={r.id}
            status={r.status}
            labels={quickActions}
            className="button button-primary"
            busy={busyId === r.id}
            onStatus={change}
          />
          <button
            type="button"
            className="button"
            onClick={() => setViewing(r.id)}
          >
            View
          </button>
        </span>
      ),
    },
  ];
  return (
    <section>
      <h1>Callback Requests</h1>
      <p>Total: {list.total}</p>
      <AdminTable
        caption="Callback requests"
        columns={columns}
        rows={list.items}
        loading={list.loading}
        loadingText="Loading callback requests..."
        emptyText="No callback requests yet."
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
      />
      <LeadDetailDialog
        kind="callback"
        id={viewing}
        title="Callback request"
        fields={detailFields}
        onClose={() => setViewing(null)}
        onStatus={change}
      />
    </section>
  );
}
