import { useCallback, useEffect, useState } from 'react';
import type { AnalyticsSummary } from '#shared/contracts/admin';
import {
  analyticsPeriods,
  CONVERSION_FORMULA,
  DEFAULT_ANALYTICS_PERIOD,
  formatPercent,
  GROWTH_FORMULA,
} from '#shared/domain/analytics';
import { useToast } from '@/components/ui/toast';
import { fetchAnalytics } from '@/features/admin-insights/api/insights';
import { LazyLeadCharts } from '@/features/admin-insights/lazy-lead-charts';
import { StatCard } from '@/features/admin-leads/components/stat-card';
import '@/features/admin-shell/admin-shell.css';

const periodLabel = (days: number) =>
  days === 365 ? 'Last year' : `Last ${days} days`;

/** The counts shown for the chosen period, in order. */
const periodCounts = [
  ['Total Inquiries', 'inquiries'],
  ['Callback Requests', 'callbacks'],
  ['Switching Requests', 'switchingRequests'],
  ['Email Subscribers', 'subscribers'],
] as const satisfies readonly (readonly [string, keyof AnalyticsSummary])[];

/** /admin/analytics. */
export function Component() {
  const notify = useToast();
  const [days, setDays] = useState<number>(DEFAULT_ANALYTICS_PERIOD);
  const [data, setData] = useState<AnalyticsSummary | null>(null);
  const load = useCallback(() => {
    fetchAnalytics(days).then(setData, () =>
      notify({
        title: 'Error',
        description: 'Failed to fetch analytics data',
        variant: 'destructive',
      }),
    );
  }, [days, notify]);
  useEffect(load, [load]);
  const period = periodLabel(days);
  return (
    <section>
      <div className="admin-heading">
        <h1>Analytics Dashboard</h1>
        <span className="actions">
          <label htmlFor="analytics-period">Period</label>
          <select
            id="analytics-period"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {analyticsPeriods.map((value) => (
              <option key={value} value={value}>
                {periodLabel(value)}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={load}>
            Refresh
          </button>
        </span>
      </div>
      {!data ? (
        <p role="status">Loading analytics...</p>
      ) : (
        <>
          <div className="stat-grid">
            {periodCounts.map(([label, key]) => (
              <StatCard
                key={key}
                label={label}
                value={data[key]}
                note={period}
              />
            ))}
            <StatCard
              label="People"
              value={data.people}
              note={`${period}, each once however many leads`}
            />
            <StatCard
              label="Conversion Rate"
              value={formatPercent(data.conversionRate)}
              note={CONVERSION_FORMULA}
            />
            <StatCard
              label="Growth Rate"
              value={formatPercent(data.growthRate)}
              note={`${GROWTH_FORMULA} (previous period: ${data.previousPeople} people)`}
            />
            <StatCard
              label="Active Price Watchers"
              value={data.priceAlerts.activeWatchers}
              note="Confirmed saved comparisons being watched now"
            />
            <StatCard
              label="Price Alerts Sent"
              value={data.priceAlerts.alertsSent}
              note="Since launch"
            />
          </div>
          <LazyLeadCharts data={data} />
          <div className="card">
            <h2>Traffic Summary</h2>
            <dl className="detail-list">
              <div>
                <dt>People who left a lead</dt>
                <dd>{data.people}</dd>
              </div>
              <div>
                <dt>People who asked to switch</dt>
                <dd>
                  {data.peopleSwitching} ({formatPercent(data.conversionRate)})
                </dd>
              </div>
              <div>
                <dt>Email List Growth</dt>
                <dd>+{data.subscribers}</dd>
              </div>
            </dl>
          </div>
        </>
      )}
    </section>
  );
}
