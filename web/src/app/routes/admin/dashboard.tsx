import { useEffect, useState } from 'react';
import type { DashboardCounts } from '#shared/contracts/admin';
import { fetchDashboard } from '@/features/admin-insights/api/insights';
import { StatCard } from '@/features/admin-leads/components/stat-card';
import { storedSession } from '@/lib/auth';

const zero: DashboardCounts = {
  callbacks: 0,
  inquiries: 0,
  switchingRequests: 0,
  subscribers: 0,
};

/** /admin/dashboard: the greeting and four counts (kept by counters). */
export function Component() {
  const [counts, setCounts] = useState(zero);
  useEffect(() => {
    // A failure is only logged; the counts stay 0.
    fetchDashboard().then(setCounts, (error: unknown) =>
      console.error('Dashboard counts failed', error),
    );
  }, []);
  const name = storedSession()?.name ?? 'Admin';
  return (
    <section>
      <h1>Dashboard</h1>
      <p>Welcome back, {name}!</p>
      <div className="stat-grid">
        <StatCard label="Callback Requests" value={counts.callbacks} />
        <StatCard label="User Inquiries" value={counts.inquiries} />
        <StatCard label="Switching Requests" value={counts.switchingRequests} />
        <StatCard label="Email Subscribers" value={counts.subscribers} />
      </div>
    </section>
  );
}
