import { formatDate } from '#shared/format/money-and-dates';
import { ChangeList } from './components/change-list';
import { HistoryCharts } from './components/history-charts';
import type { PlanHistoryState } from './use-plan-history';
import './price-history.css';

/**
 * A plan's price history: its cost at a typical use and its main rates
 * over every version we kept, and what changed, in words. Mount it
 * lazily (see `lazy-price-history.tsx`): it carries the chart code. The
 * page reads the history (`usePlanHistory`) beside its other data.
 */
export function PlanPriceHistory({ state }: { state: PlanHistoryState }) {
  if (state.status === 'loading')
    return <p role="status">Loading the price history…</p>;
  if (state.status === 'missing')
    return <p role="status">We have no price history for this plan.</p>;
  if (state.status === 'failed')
    return (
      <p role="alert">
        We could not load this plan’s price history. Please try again later.
      </p>
    );
  const { history } = state;
  const count = history.versions.length;
  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">Price history</h2>
      <p>
        {count === 1
          ? `Unchanged since ${formatDate(history.since)}, when we first saw it published.`
          : `${count} published versions since ${formatDate(history.since)}.`}
        {history.truncated ? ' Older versions are not shown.' : ''}
        {history.isActive ? '' : ' The retailer no longer publishes this plan.'}
      </p>
      <HistoryCharts history={history} />
      <h3>What changed</h3>
      <ChangeList versions={history.versions} />
    </section>
  );
}

export default PlanPriceHistory;
