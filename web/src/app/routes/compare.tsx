import { lazy, Suspense, useState } from 'react';
import { LazyCallbackDialog } from '@/features/callback/components/lazy-callback-dialog';
import { CompareForm } from '@/features/compare/components/compare-form';
import { ComparisonFailed } from '@/features/compare/components/comparison-failed';
import { LazyCalculator } from '@/features/compare/components/lazy-calculator';
import {
  LazyResultsPanel,
  preloadResults,
} from '@/features/compare/components/lazy-results-panel';
import { TransparencyNotice } from '@/features/compare/components/transparency-notice';
import {
  pricesHousehold,
  requestOf,
} from '@/features/compare/hooks/compare-state';
import { useComparePage } from '@/features/compare/hooks/use-compare-page';
import { pageMeta } from '@/features/content/page-meta';
import { householdFieldOf } from '@/features/household/household-form';
import { FreshnessBar } from '@/features/price-updates/components/freshness-bar';
import { LazyWhatIfPanel } from '@/features/what-if/lazy-what-if-panel';
import { usePageMeta } from '@/lib/page-meta';

// Shown only after a click or an answer, so they load then: /compare's
// first script has a budget (docs/performance.md).
const FiltersPanel = lazy(() =>
  import('@/features/compare/components/filters-panel').then((m) => ({
    default: m.FiltersPanel,
  })),
);
const NetworkChoice = lazy(() =>
  import('@/features/compare/components/network-choice').then((m) => ({
    default: m.NetworkChoice,
  })),
);

/** /compare: the comparison tool. */
export function Component() {
  usePageMeta(pageMeta.compare.title, pageMeta.compare.description);
  const page = useComparePage();
  const { state, update, comparison } = page;
  const [showFilters, setShowFilters] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const offersWhatIf = state.energyType !== 'Gas';
  const response = comparison.response;
  const { field, fieldMessage } = comparison.failure;
  const householdRefused =
    comparison.status === 'error' &&
    field &&
    fieldMessage &&
    pricesHousehold(state)
      ? {
          field: householdFieldOf(field, state.household),
          message: fieldMessage,
        }
      : undefined;
  return (
    <div className="container page compare-page">
      <h1>Compare energy plans</h1>
      <FreshnessBar
        onReload={page.reload}
        someStale={response?.someStale ?? false}
      />
      <div className="compare-layout">
        <div className="compare-side">
          <CompareForm
            state={state}
            update={update}
            rejectedPostcode={page.rejectedPostcode}
            {...(householdRefused && { householdRefused })}
            onCompare={() => {
              preloadResults();
              page.compare();
            }}
          />
          <button
            type="button"
            className="link-button"
            aria-expanded={showFilters}
            onClick={() => setShowFilters(!showFilters)}
          >
            {showFilters ? 'Hide filters' : 'Show filters'}
          </button>
          {showFilters && (
            <Suspense fallback={null}>
              <FiltersPanel state={state} update={update} />
            </Suspense>
          )}
          <LazyCalculator />
          <TransparencyNotice />
        </div>
        <div className="compare-main">
          {!page.compared &&
            (page.sharedMeterData ? (
              <p className="card notice">
                This link was shared from a comparison priced on meter data,
                which never goes into a link. Upload your own meter file or
                bill, or type your usage, then press Compare Plans.
              </p>
            ) : (
              <p className="muted">
                Enter your postcode and usage, then press Compare Plans.
              </p>
            ))}
          {comparison.status === 'loading' && !response && (
            <p aria-live="polite">Finding the plans for you…</p>
          )}
          {comparison.status === 'error' && (
            <ComparisonFailed
              message={comparison.failure.message}
              bringIntoView={comparison.failure.onPress}
            />
          )}
          {response?.needsNetworkChoice && (
            <Suspense fallback={null}>
              <NetworkChoice
                networks={response.networks}
                value={state.network}
                onChange={(network) => update({ network })}
              />
            </Suspense>
          )}
          {response && comparison.priced && page.compared && (
            <Suspense
              fallback={<p aria-live="polite">Finding the plans for you…</p>}
            >
              <LazyResultsPanel
                response={response}
                plans={comparison.plans}
                pricedOn={comparison.priced}
                sort={state.sort}
                filtered={page.filtered}
                onSort={(sort) => update({ sort })}
                more={comparison.more}
                onMore={() => void comparison.loadMore()}
                onExpertHelp={() => setHelpOpen(true)}
                compareState={state}
                onShowAllPlans={(showAllPlans) => update({ showAllPlans })}
                whatIf={offersWhatIf ? page.whatIf : null}
              />
            </Suspense>
          )}
          {response && comparison.priced && page.compared && offersWhatIf && (
            <LazyWhatIfPanel
              request={requestOf(state, 1, 10)}
              onApplied={page.setWhatIf}
              linked={page.linkedWhatIf}
            />
          )}
        </div>
      </div>
      <LazyCallbackDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
