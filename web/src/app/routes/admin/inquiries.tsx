import { useState } from 'react';
import type { AdminInquiry } from '#shared/contracts/admin-records';
import { useToast } from '@/components/ui/toast';
import { deleteInquiry } from '@/features/admin-leads/api/leads';
import {
  AdminTable,
  type Column,
} from '@/features/admin-leads/components/admin-table';
import {
  Badge,
  LeadScoreBadge,
  StatusBadge,
} from '@/features/admin-leads/components/badges';
import { LeadDetailDialog } from '@/features/admin-leads/components/lead-detail-dialog';
import { RowStatusActions } from '@/features/admin-leads/components/row-status-actions';
import { dollars, perYear, shortDate } from '@/features/admin-leads/format';
import { useLeadList } from '@/features/admin-leads/hooks/use-lead-list';
import {
  failureText,
  useStatusChange,
} from '@/features/admin-leads/hooks/use-status-change';
import '@/features/admin-shell/admin-shell.css';

const quickActions = {
  contacted: 'Mark Contacted',
  converted: 'Mark Converted',
};

const detailFields = [
  ['name', 'Name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['postcode', 'Postcode'],
  ['currentProvider', 'Current provider'],
  ['monthlyUsage', 'Monthly usage (kWh)'],
  ['monthlyBill', 'Monthly bill ($)'],
  ['energyType', 'Energy type'],
  ['inquirySource', 'Source'],
  ['notes', 'Notes'],
  ['selectedRetailer', 'Selected retailer'],
  ['selectedPlanName', 'Selected plan'],
  ['estimatedSavings', 'Potential savings ($/year)'],
  ['leadQualityScore', 'Lead score'],
  ['status', 'Status'],
  ['createdAt', 'Received'],
] as const;

function Usage({ row }: { readonly row: AdminInquiry }) {
  return (
    <>
      {typeof row.monthlyUsage === 'number' && (
        <div>{row.monthlyUsage} kWh/month</div>
      )}
      {typeof row.monthlyBill === 'number' && (
        <div>{dollars(row.monthlyBill)}/month</div>
      )}
      {row.energyType && <Badge>{row.energyType}</Badge>}
    </>
  );
}

/** /admin/inquiries. */
export function Component() {
  const notify = useToast();
  const list = useLeadList<AdminInquiry>(
    'inquiry',
    'Failed to fetch user inquiries',
  );
  const { change, busyId } = useStatusChange('inquiry', (id, status) =>
    list.update(id, { status }),
  );
  const [viewing, setViewing] = useState<string | null>(null);

  const remove = async (row: AdminInquiry) => {
    if (!window.confirm('Are you sure you want to delete this inquiry?'))
      return;
    try {
      await deleteInquiry(row.id, row.status ?? 'new');
      list.remove(row.id);
      notify({
        title: 'Inquiry deleted',
        description: 'The inquiry has been removed',
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: failureText(error, 'Failed to delete inquiry'),
        variant: 'destructive',
      });
    }
  };

  const columns: Column<AdminInquiry>[] = [
    { header: 'Name', cell: (r) => r.name },
    {
      header: 'Contact',
      cell: (r) => (
        <>
          <div>{r.email || 'Not provided'}</div>
          <div>{r.phone || 'Not provided'}</div>
        </>
      ),
    },
    { header: 'Location', cell: (r) => r.postcode || 'N/A' },
    {
      header: 'Current Provider',
      cell: (r) => r.currentProvider || 'Not specified',
    },
    { header: 'Usage', cell: (r) => <Usage row={r} /> },
    {
      header: 'Selected Plan',
      cell: (r) =>
        r.selectedPlanName ? (
          <>
            <div>{r.selectedRetailer}</div>
            <div>{r.selectedPlanName}</div>
          </>
        ) : (
          'Not specified'
        ),
    },
    {
      header: 'Potential Savings',
      cell: (r) => perYear(r.estimatedSavings),
    },
    {
      header: 'Lead Score',
      cell: (r) => <LeadScoreBadge score={r.leadQualityScore} />,
    },
    {
      header: 'Status',
      cell: (r) => <StatusBadge kind="inquiry" status={r.status} />,
    },
    { header: 'Date', cell: (r) => shortDate(r.createdAt) },
    {
      header: 'Actions',
      cell: (r) => (
        <span className="row-actions">
          <RowStatusActions
            kind="inquiry"
            id={r.id}
            status={r.status}
            labels={quickActions}
            className="button"
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
          <button
            type="button"
            className="button button-danger"
            onClick={() => remove(r)}
          >
            Delete
          </button>
        </span>
      ),
    },
  ];
  return (
    <section>
      <h1>User Inquiries</h1>
      <p>Leads from the comparison tool. Total: {list.total}</p>
      <AdminTable
        caption="User inquiries"
        columns={columns}
        rows={list.items}
        loading={list.loading}
        loadingText="Loading inquiries..."
        emptyText="No inquiries yet."
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
      />
      <LeadDetailDialog
        kind="inquiry"
        id={viewing}
        title="Inquiry"
        fields={detailFields}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}
