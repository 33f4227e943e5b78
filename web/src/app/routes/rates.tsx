import { useEffect, useId, useState } from 'react';
import type { CompareSort } from '#shared/contracts/compare';
import type { PlanSummary } from '#shared/contracts/plans';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { pageMeta } from '@/features/content/page-meta';
import { UpdateStatusBadge } from '@/features/price-updates/components/update-status-badge';
import { listRates } from '@/features/rates/api/list-rates';
import {
  RatesSkeleton,
  RatesTable,
  rateSorts,
} from '@/features/rates/components/rates-table';
import { formatDateTime } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      plans: PlanSummary[];
      latestUpdate: PriceUpdateRun | null;
    };

/** /rates: every active plan, sortable (spec §2, §7). */
export function Component() {
  usePageMeta(pageMeta.rates.title, pageMeta.rates.description);
  const id = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [sort, setSort] = useState<CompareSort | 'retailer'>('retailer');
  useEffect(() => {
    const controller = new AbortController();
    listRates(controller.signal)
      .then((result) => setState({ status: 'ready', ...result }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, []);
  return (
    <section className="container page">
      <h1>Latest Rates</h1>
      {state.status === 'ready' && (
        <p>
          Prices last updated:{' '}
          <strong>
            {state.latestUpdate
              ? formatDateTime(
                  state.latestUpdate.completedAt ??
                    state.latestUpdate.startedAt,
                )
              : 'not yet'}
          </strong>{' '}
          <UpdateStatusBadge run={state.latestUpdate} />
        </p>
      )}
      <div className="field inline">
        <label htmlFor={id}>Sort by</label>
        <select
          id={id}
          value={sort}
          onChange={(e) => setSort(e.target.value as CompareSort | 'retailer')}
        >
          <option value="retailer">Retailer</option>
          {rateSorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {state.status === 'loading' && <RatesSkeleton />}
      {state.status === 'error' && (
        <div className="card" role="alert">
          <h2>Error Loading Energy Plans</h2>
          <p>Failed to load energy plans. Please try again later.</p>
          <button
            type="button"
            className="button"
            onClick={() => window.location.reload()}
          >
            Try Again
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <RatesTable plans={state.plans} sort={sort} />
      )}
    </section>
  );
}
