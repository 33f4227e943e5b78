import { useState } from 'react';
import type { AdminSubscription } from '#shared/contracts/admin-records';
import { displayStatus } from '#shared/domain/status-machines';
import {
  AdminTable,
  type Column,
} from '@/features/admin-leads/components/admin-table';
import { StatusBadge } from '@/features/admin-leads/components/badges';
import { StatCard } from '@/features/admin-leads/components/stat-card';
import { localDate } from '@/features/admin-leads/format';
import { useLeadList } from '@/features/admin-leads/hooks/use-lead-list';
import {
  download,
  matchesSearch,
  SUBSCRIBERS_CSV_NAME,
  subscribersCsv,
} from '@/features/admin-leads/subscribers-csv';
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

/** /admin/subscribers: search, then export what is shown. */
export function Component() {
  const list = useLeadList<AdminSubscription>(
    'subscription',
    'Failed to fetch email subscribers',
  );
  const [search, setSearch] = useState('');
  const shown = list.items.filter((r) => matchesSearch(r, search));
  const active = list.items.filter(
    (r) => displayStatus('subscription', r.status) === 'active',
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
            onClick={() =>
              download(SUBSCRIBERS_CSV_NAME, subscribersCsv(shown))
            }
          >
            Export CSV
          </button>
        </span>
      </div>
      <div className="stat-grid">
        <StatCard label="Total Subscribers" value={list.total} />
        <StatCard label="Active" value={active.length} />
        <StatCard
          label="Unsubscribed"
          value={list.items.length - active.length}
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
        rows={shown}
        loading={list.loading}
        loadingText="Loading subscribers..."
        emptyText="No subscribers found."
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
      />
    </section>
  );
}
