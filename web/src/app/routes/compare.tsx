import { useState } from 'react';
import { CallbackDialog } from '@/features/callback/components/callback-dialog';
import { CalculatorDialog } from '@/features/compare/components/calculator-dialog';
import { CompareForm } from '@/features/compare/components/compare-form';
import { FiltersPanel } from '@/features/compare/components/filters-panel';
import { NetworkChoice } from '@/features/compare/components/network-choice';
import { ResultsPanel } from '@/features/compare/components/results-panel';
import { TransparencyNotice } from '@/features/compare/components/transparency-notice';
import { useComparePage } from '@/features/compare/hooks/use-compare-page';
import { FreshnessBar } from '@/features/price-updates/components/freshness-bar';
import { usePageMeta } from '@/lib/page-meta';

/** /compare: the comparison tool (spec §2). */
export function Component() {
  usePageMeta(
    'Compare energy plans',
    'Compare every published electricity, gas and solar plan for your postcode, ranked by what it would cost you.',
  );
  const page = useComparePage();
  const { state, update, comparison } = page;
  const [showFilters, setShowFilters] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const response = comparison.response;
  return (
    <div className="container page compare-page">
      <h1>Compare energy plans</h1>
      <FreshnessBar onReload={page.reload} />
      <div className="compare-layout">
        <div className="compare-side">
          <CompareForm state={state} update={update} onCompare={page.compare} />
          <button
            type="button"
            className="link-button"
            aria-expanded={showFilters}
            onClick={() => setShowFilters(!showFilters)}
          >
            {showFilters ? 'Hide filters' : 'Show filters'}
          </button>
          {showFilters && <FiltersPanel state={state} update={update} />}
          <TransparencyNotice />
        </div>
        <div className="compare-main">
          {!page.compared && (
            <p className="muted">
              Enter your postcode and usage, then press Compare Plans.
            </p>
          )}
          {comparison.status === 'loading' && !response && (
            <p aria-live="polite">Finding the plans for you…</p>
          )}
          {comparison.status === 'error' && (
            <p className="card error" role="alert">
              Failed to load energy plans. Please try again.
            </p>
          )}
          {response?.needsNetworkChoice && (
            <NetworkChoice
              networks={response.networks}
              value={state.network}
              onChange={(network) => update({ network })}
            />
          )}
          {response && page.compared && (
            <ResultsPanel
              response={response}
              plans={comparison.plans}
              sort={state.sort}
              filtered={page.filtered}
              onSort={(sort) => update({ sort })}
              onMore={() => void comparison.loadMore()}
              onExpertHelp={() => setHelpOpen(true)}
            />
          )}
        </div>
      </div>
      <CalculatorDialog />
      <CallbackDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
