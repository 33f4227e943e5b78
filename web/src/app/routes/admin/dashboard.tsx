import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardCounts } from '#shared/contracts/admin';
import { fetchDashboard } from '@/features/admin-insights/api/insights';
import { StatCard } from '@/features/admin-leads/components/stat-card';
import { storedSession } from '@/lib/auth';
import '@/features/admin-shell/admin-shell.css';
import '@/features/admin-leads/admin-leads.css';

/** One card: a count, what waits in it, and the list it opens. */
function QueueCard(props: {
  readonly label: string;
  readonly value: number | undefined;
  readonly to: string;
  readonly note: string;
  readonly urgent?: boolean;
}) {
  return (
    <Link
      to={props.to}
      className={`card stat-card stat-link${props.urgent ? ' stat-urgent' : ''}`}
    >
      <span className="stat-label">{props.label}</span>
      <span className="stat-value">{props.value ?? '–'}</span>
      <span className="stat-note">{props.note}</span>
    </Link>
  );
}

/**
 * /admin/dashboard: the greeting, the four counts (kept by counters) and
 * what waits; each card opens its list filtered to what it counts.
 */
export function Component() {
  const [counts, setCounts] = useState<DashboardCounts | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Logged, and said: zeros alone would read as no leads.
    fetchDashboard().then(setCounts, (error: unknown) => {
      console.error('Dashboard counts failed', error);
      setFailed(true);
    });
  }, []);
  const name = storedSession()?.name ?? 'Admin';
  const waiting = counts?.waiting;
  const overdue = waiting?.overdueCallbacks ?? 0;
  return (
    <section>
      <h1>Dashboard</h1>
      <p>Welcome back, {name}!</p>
      {failed && (
        <p className="card error" role="alert">
          The counts could not be loaded. Reload the page to try again.
        </p>
      )}
      <h2>Waiting for you</h2>
      <div className="stat-grid">
        <QueueCard
          label="Overdue call backs"
          value={waiting?.overdueCallbacks}
          to="/admin/callbacks?status=pending&sort=oldest"
          note={`Waiting ${counts?.promiseHours ?? '…'} hours or more, oldest first`}
          urgent={overdue > 0}
        />
        <QueueCard
          label="Pending call backs"
          value={waiting?.pendingCallbacks}
          to="/admin/callbacks?status=pending&sort=oldest"
          note="Oldest first"
        />
        <QueueCard
          label="New inquiries"
          value={waiting?.newInquiries}
          to="/admin/inquiries?status=new&sort=score"
          note="Highest lead score first"
        />
        <QueueCard
          label="Pending switching requests"
          value={waiting?.pendingSwitches}
          to="/admin/switching?status=pending&sort=oldest"
          note="Oldest first"
        />
      </div>
      <h2>All leads</h2>
      <div className="stat-grid">
        <StatCard
          label="People"
          value={counts?.people ?? '…'}
          note="Each person once, however many forms they sent"
        />
        <QueueCard
          label="Callback Requests"
          value={counts?.callbacks}
          to="/admin/callbacks?status=all"
          note="Every status"
        />
        <QueueCard
          label="User Inquiries"
          value={counts?.inquiries}
          to="/admin/inquiries"
          note="Every status"
        />
        <QueueCard
          label="Switching Requests"
          value={counts?.switchingRequests}
          to="/admin/switching"
          note="Every status"
        />
        <QueueCard
          label="Email Subscribers"
          value={counts?.subscribers}
          to="/admin/subscribers"
          note="Active and unsubscribed"
        />
      </div>
    </section>
  );
}
