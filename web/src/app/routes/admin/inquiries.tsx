import { INQUIRY_RESTORE_DAYS } from '#shared/contracts/admin';
import type { AdminInquiry } from '#shared/contracts/admin-records';
import {
  deleteInquiry,
  restoreInquiry,
} from '@/features/admin-leads/api/leads';
import {
  Badge,
  LeadScoreBadge,
} from '@/features/admin-leads/components/badges';
import {
  actionsColumn,
  statusColumn,
} from '@/features/admin-leads/components/lead-columns';
import {
  type LeadListDefinition,
  LeadListPage,
  type LeadListTools,
} from '@/features/admin-leads/components/lead-list-page';
import { dollars, perYear, shortDate } from '@/features/admin-leads/format';
import { failureText } from '@/features/admin-leads/hooks/use-status-change';
import { ApiRequestError } from '@/lib/api-client';

const quickActions = {
  contacted: 'Mark Contacted',
  converted: 'Mark Converted',
};

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

async function remove(row: AdminInquiry, tools: LeadListTools) {
  if (!window.confirm('Are you sure you want to delete this inquiry?')) return;
  try {
    await deleteInquiry(row.id, row.status ?? 'new');
    tools.remove(row.id);
    tools.notify({
      title: 'Inquiry deleted',
      description: `${row.name || 'The inquiry'} has been removed. You can undo this for ${INQUIRY_RESTORE_DAYS} days.`,
      action: { label: 'Undo', run: () => void undo(row, tools) },
    });
  } catch (error) {
    tools.notify({
      title: 'Error',
      description: failureText(error, 'Failed to delete inquiry'),
      variant: 'destructive',
    });
  }
}

/** Why a restore was refused (restored already, too late), when the server said. */
const restoreFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500
    ? `Failed to restore inquiry: ${error.message}`
    : 'Failed to restore inquiry';

async function undo(row: AdminInquiry, tools: LeadListTools) {
  try {
    await restoreInquiry(row.id);
    tools.refresh();
    tools.notify({
      title: 'Inquiry restored',
      description: `${row.name || 'The inquiry'} is back in the list.`,
    });
  } catch (error) {
    tools.notify({
      title: 'Error',
      description: restoreFailure(error),
      variant: 'destructive',
    });
  }
}

const inquiryList: LeadListDefinition<AdminInquiry> = {
  kind: 'inquiry',
  title: 'User Inquiries',
  summary: (total) => `Leads from the comparison tool. Total: ${total}`,
  caption: 'User inquiries',
  loadingText: 'Loading inquiries...',
  emptyText: 'No inquiries yet.',
  failureText: 'Failed to fetch user inquiries',
  detail: {
    title: 'Inquiry',
    statusMoves: false,
    fields: [
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
    ],
  },
  columns: (tools) => [
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
    statusColumn('inquiry'),
    { header: 'Date', cell: (r) => shortDate(r.createdAt) },
    actionsColumn(
      'inquiry',
      tools,
      { labels: quickActions, className: 'button' },
      (r) => (
        <button
          type="button"
          className="button button-danger"
          onClick={() => remove(r, tools)}
        >
          Delete
        </button>
      ),
    ),
  ],
};

/** /admin/inquiries. */
export function Component() {
  return <LeadListPage definition={inquiryList} />;
}
