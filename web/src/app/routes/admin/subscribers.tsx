import { useEffect, useState } from 'react';
import type { AdminSubscription } from '#shared/contracts/admin-records';
import { useToast } from '@/components/ui/toast';
import {
  AdminTable,
  type Column,
} from '@/features/admin-leads/components/admin-table';
import { StatusBadge } from '@/features/admin-leads/components/badges';
import { StatCard } from '@/features/admin-leads/components/stat-card';
import { localDate } from '@/features/admin-leads/format';
import { useLeadList } from '@/features/admin-leads/hooks/use-lead-list';
import { downloadSubscribersCsv } from '@/features/admin-leads/subscribers-csv';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

import '@/features/admin-shell/admin-shell.css';

const columns: Column<AdminSubscription>[] = [
  { header: 'Email', cell: (r) => r.email },
  { header: 'Name', cell: (r) => r.name || '—' },
  {
    header: 'Status',
    cell: (r) => <StatusBadge kind="subscription" status={r.status} />,
  },
  { header: 'Source', cell: (r) => r.source || '—' },
  {
    header: 'Subscribed Date',
    cell: (r) => localDate(r.subscribedAt ?? r.createdAt),
  },
  {
    header: 'Unsubscribed Date',
    cell: (r) => (r.unsubscribedAt ? localDate(r.unsubscribedAt) : '—'),
  },
];

/**
 * /admin/subscribers: the cards are the server's counters, the
 * search and the export run on the server over every subscriber.
 */
export function Component() {
  const notify = useToast();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useLeadList<AdminSubscription>(
    'subscription',
    'Failed to fetch email subscribers',
    query,
  );
  const exportCsv = () =>
    downloadSubscribersCsv(search).catch(() =>
      notify({
        title: 'Error',
        description: 'Failed to export email subscribers',
        variant: 'destructive',
      }),
    );
  return (
    <section>
      <div className="admin-heading">
        <h1>Email Subscribers</h1>
        <span className="actions">
          <button type="button" className="button" onClick={list.refresh}>
            Refresh
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={exportCsv}
          >
            Export CSV
          </button>
        </span>
      </div>
      <div className="stat-grid">
        <StatCard label="Total Subscribers" value={list.total} />
        <StatCard label="Active" value={list.statusCounts.active ?? 0} />
        <StatCard
          label="Unsubscribed"
          value={list.statusCounts.unsubscribed ?? 0}
        />
      </div>
      <label className="visually-hidden" htmlFor="subscriber-search">
        Search subscribers
      </label>
      <input
        id="subscriber-search"
        type="search"
        className="admin-search"
        placeholder="Search by email or name..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <AdminTable
        caption="Email subscribers"
        columns={columns}
        rows={list.items}
        loading={list.loading}
        loadingText="Loading subscribers..."
        emptyText="No subscribers found."
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
      />
    </section>
  );
}
