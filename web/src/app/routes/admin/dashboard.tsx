import { useEffect, useState } from 'react';
import type { DashboardCounts } from '#shared/contracts/admin';
import { fetchDashboard } from '@/features/admin-insights/api/insights';
import { StatCard } from '@/features/admin-leads/components/stat-card';
import { storedSession } from '@/lib/auth';
import '@/features/admin-shell/admin-shell.css';

const zero: DashboardCounts = {
  callbacks: 0,
  inquiries: 0,
  switchingRequests: 0,
  subscribers: 0,
};

/** /admin/dashboard: the greeting and four counts (kept by counters). */
export function Component() {
  const [counts, setCounts] = useState(zero);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Logged, and said: zeros alone would read as no leads.
    fetchDashboard().then(setCounts, (error: unknown) => {
      console.error('Dashboard counts failed', error);
      setFailed(true);
    });
  }, []);
  const name = storedSession()?.name ?? 'Admin';
  return (
    <section>
      <h1>Dashboard</h1>
      <p>Welcome back, {name}!</p>
      {failed && (
        <p className="card error" role="alert">
          The counts could not be loaded. Reload the page to try again.
        </p>
      )}
      <div className="stat-grid">
        <StatCard label="Callback Requests" value={counts.callbacks} />
        <StatCard label="User Inquiries" value={counts.inquiries} />
        <StatCard label="Switching Requests" value={counts.switchingRequests} />
        <StatCard label="Email Subscribers" value={counts.subscribers} />
      </div>
    </section>
  );
}
