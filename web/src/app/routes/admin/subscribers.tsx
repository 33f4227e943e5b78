import type { AdminSubscription } from '#shared/contracts/admin-records';
import { statusColumn } from '@/features/admin-leads/components/lead-columns';
import {
  type LeadListDefinition,
  LeadListPage,
} from '@/features/admin-leads/components/lead-list-page';
import { localDate } from '@/features/admin-leads/format';
import { downloadSubscribersCsv } from '@/features/admin-leads/subscribers-csv';

/**
 * The cards are the server's counters; the search and the export run on
 * the server over every subscriber.
 */
const subscriberList: LeadListDefinition<AdminSubscription> = {
  kind: 'subscription',
  title: 'Email Subscribers',
  caption: 'Email subscribers',
  loadingText: 'Loading subscribers...',
  emptyText: 'No subscribers found.',
  failureText: 'Failed to fetch email subscribers',
  refreshButton: true,
  stats: [
    { label: 'Total Subscribers' },
    { label: 'Active', status: 'active' },
    { label: 'Unsubscribed', status: 'unsubscribed' },
  ],
  search: {
    label: 'Search subscribers',
    placeholder: 'Search by email or name...',
  },
  actions: (tools) => (
    <button
      type="button"
      className="button button-primary"
      onClick={() =>
        downloadSubscribersCsv(tools.searchText).catch(() =>
          tools.notify({
            title: 'Error',
            description: 'Failed to export email subscribers',
            variant: 'destructive',
          }),
        )
      }
    >
      Export CSV
    </button>
  ),
  columns: () => [
    { header: 'Email', cell: (r) => r.email },
    { header: 'Name', cell: (r) => r.name || '—' },
    statusColumn('subscription'),
    { header: 'Source', cell: (r) => r.source || '—' },
    {
      header: 'Subscribed Date',
      cell: (r) => localDate(r.subscribedAt ?? r.createdAt),
    },
    {
      header: 'Unsubscribed Date',
      cell: (r) => (r.unsubscribedAt ? localDate(r.unsubscribedAt) : '—'),
    },
  ],
};

/** /admin/subscribers. */
export function Component() {
  return <LeadListPage definition={subscriberList} />;
}
