import { useEffect, useId, useState } from 'react';
import {
  listStates,
  type PlanListSort,
} from '#shared/domain/plans/list-options';
import { formatDateTime } from '#shared/format/date-time';
import { pageMeta } from '@/features/content/page-meta';
import { UpdateStatusBadge } from '@/features/price-updates/components/update-status-badge';
import {
  RatesSkeleton,
  RatesTable,
  rateSorts,
} from '@/features/rates/components/rates-table';
import { useRates } from '@/features/rates/hooks/use-rates';
import { usePageMeta } from '@/lib/page-meta';

/** The visitor's state is remembered between visits. */
const STATE_KEY = 'rates_state';
const fuels = ['Electricity', 'Gas'] as const;

function rememberedState(): string {
  try {
    const value = localStorage.getItem(STATE_KEY) ?? '';
    return (listStates as readonly string[]).includes(value) ? value : '';
  } catch {
    return '';
  }
}

/** /rates: one state's plans, a page at a time, in the order asked. */
export function Component() {
  usePageMeta(pageMeta.rates.title, pageMeta.rates.description);
  const stateId = useId();
  const sortId = useId();
  const customerId = useId();
  const [region, setRegion] = useState('');
  const [energyType, setEnergyType] =
    useState<(typeof fuels)[number]>('Electricity');
  const [customerType, setCustomerType] = useState<'Residential' | 'Business'>(
    'Residential',
  );
  const [sort, setSort] = useState<PlanListSort>('retailer');
  // Read after hydration, so the pre-rendered page and the first render agree.
  useEffect(() => setRegion(rememberedState()), []);
  const chooseRegion = (value: string) => {
    setRegion(value);
    try {
      localStorage.setItem(STATE_KEY, value);
    } catch {
      // Private windows may refuse storage; the choice still applies.
    }
  };
  const query = region
    ? { state: region, energyType, customerType, sort }
    : undefined;
  const { state, loadMore } = useRates(query);
  return (
    <section className="container page">
      <h1>Latest Rates</h1>
      {state.status === 'ready' && (
        <p>
          Prices last updated:{' '}
          <strong>
            {state.page.latestUpdate
              ? formatDateTime(
                  state.page.latestUpdate.completedAt ??
                    state.page.latestUpdate.startedAt,
                )
              : 'not yet'}
          </strong>{' '}
          <UpdateStatusBadge run={state.page.latestUpdate} />
        </p>
      )}
      <div className="rates-controls">
        <div className="field inline">
          <label htmlFor={stateId}>Your state</label>
          <select
            id={stateId}
            value={region}
            onChange={(e) => chooseRegion(e.target.value)}
          >
            <option value="">Choose your state</option>
            {listStates.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="fuel-tabs">
          <legend className="visually-hidden">Fuel</legend>
          {fuels.map((fuel) => (
            <button
              key={fuel}
              type="button"
              className={
                fuel === energyType ? 'button button-primary' : 'button'
              }
              aria-pressed={fuel === energyType}
              onClick={() => setEnergyType(fuel)}
            >
              {fuel}
            </button>
          ))}
        </fieldset>
        <div className="field inline">
          <label htmlFor={customerId}>Customer</label>
          <select
            id={customerId}
            value={customerType}
            onChange={(e) =>
              setCustomerType(e.target.value as 'Residential' | 'Business')
            }
          >
            <option value="Residential">Home</option>
            <option value="Business">Business</option>
          </select>
        </div>
        <div className="field inline">
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => setSort(e.target.value as PlanListSort)}
          >
            {rateSorts.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.status === 'idle' && (
        <p className="card">
          Choose your state to see the plans you can buy there.
        </p>
      )}
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
        <>
          <p aria-live="polite">
            Showing {state.plans.length} of {state.page.total}{' '}
            {energyType.toLowerCase()} plans for{' '}
            {customerType === 'Business' ? 'businesses' : 'homes'} in {region}.
          </p>
          <RatesTable plans={state.plans} />
          {state.moreFailed && (
            <p role="alert">
              More plans could not be loaded. Please try again.
            </p>
          )}
          {state.page.nextCursor && (
            <button
              type="button"
              className="button"
              disabled={state.loadingMore}
              onClick={loadMore}
            >
              {state.loadingMore ? 'Loading…' : 'Show more plans'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
