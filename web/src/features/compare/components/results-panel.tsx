import { useId, useRef } from 'react';
import type {
  ComparedPlan,
  CompareResponse,
  CompareSort,
} from '#shared/contracts/compare';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { NoResultsIllustration } from '@/components/illustrations/no-results-illustration';
import { CurrentPlanSummary } from '@/features/current-plan/summary';
import { LazyPriceAlertForm } from '@/features/price-alerts/alert-form';
import { SideBySideTray } from '@/features/side-by-side/picking';
import type { SwitchInputs } from '@/features/switch/switch-link';
import { type CompareState, requestOf } from '../hooks/compare-state';
import { HouseholdSummary } from './household-summary';
import { LazyUsageCharts } from './lazy-usage-charts';
import { PlanCard } from './plan-card';
import { useIntoViewOnArrival } from './use-into-view-on-arrival';
import '../compare.css';

/** Every sort of the results, in the one sort control /compare has. */
const panelSorts: [CompareSort, string][] = [
  ['price', 'Lowest cost for your usage'],
  ['after_benefits', 'After benefits end'],
  ['popular', 'Popular retailers first'],
  ['household_cost', 'Lowest Cost Household'],
  ['business_cost', 'Lowest Cost Business'],
  ['usage_rate', 'Lowest usage rate'],
  ['green_energy', 'Greenest'],
  ['no_lockin', 'No lock-in'],
];

interface ResultsPanelProps {
  readonly response: CompareResponse;
  readonly plans: ComparedPlan[];
  /** What the results were priced on. */
  readonly pricedOn: SwitchInputs;
  readonly sort: CompareSort;
  readonly filtered: boolean;
  readonly onSort: (sort: CompareSort) => void;
  /** How the last "Show more plans" went. */
  readonly more: 'idle' | 'loading' | 'failed';
  readonly onMore: () => void;
  readonly onExpertHelp: () => void;
  /** What was compared, for the side-by-side link. */
  readonly compareState?: CompareState;
  /** With a bill or answers: list the plans the household cannot take too. */
  readonly onShowAllPlans?: (show: boolean) => void;
  /** The what-if applied under the results, for side by side and alerts. */
  readonly whatIf?: WhatIfInputFields | null;
}

/** Ranked plans with their badges, notes and empty states (docs/product-rules.md). */
export function ResultsPanel({
  response,
  plans,
  pricedOn,
  sort,
  filtered,
  onSort,
  more,
  onMore,
  onExpertHelp,
  compareState,
  onShowAllPlans,
  whatIf = null,
}: ResultsPanelProps) {
  const id = useId();
  const top = useRef<HTMLElement>(null);
  useIntoViewOnArrival(top);
  const current = response.currentPlan;
  const currentListed = plans.some((p) => p.plan.id === current?.plan.id);
  const pinned = current && !currentListed && (
    // A filter or the pages loaded so far hide it from the list.
    <PlanCard
      result={current.card}
      current={current}
      switchInputs={pricedOn}
      onExpertHelp={onExpertHelp}
    />
  );
  const summary = onShowAllPlans && (
    <HouseholdSummary
      response={response}
      plans={plans}
      showAllPlans={compareState?.showAllPlans ?? false}
      onShowAllPlans={onShowAllPlans}
    />
  );
  if (response.totalPlans === 0) {
    const ruledOut = response.household?.hiddenPlans ?? 0;
    return (
      <>
        <section ref={top} className="card empty" aria-live="polite">
          <NoResultsIllustration />
          {ruledOut > 0 ? (
            <p>
              Every plan {filtered ? 'that matches your filters ' : ''}has a
              condition your answers rule out. Show all plans to see them and
              why.
            </p>
          ) : filtered ? (
            <p>
              No plans match your current filters. Try adjusting your filter
              criteria.
            </p>
          ) : (
            <>
              <h2>No Energy Plans Available</h2>
              <p>
                We hold no published plans for this postcode and energy type
                yet.
              </p>
            </>
          )}
        </section>
        {ruledOut > 0 && summary}
        {pinned}
      </>
    );
  }
  return (
    <section ref={top} aria-labelledby={`${id}-title`} className="results">
      <div className="results-head">
        <h2 id={`${id}-title`} aria-live="polite">
          {response.totalPlans} plans for {response.postcode}
        </h2>
        <label htmlFor={`${id}-sort`}>Sort results</label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(e) => onSort(e.target.value as CompareSort)}
        >
          {panelSorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          {/* 'green' orders as 'green_energy' does; kept for old links. */}
          {sort === 'green' && <option value="green">Greenest first</option>}
        </select>
      </div>
      {summary}
      {current && <CurrentPlanSummary current={current} />}
      {pinned}
      {plans.map((result, index) => (
        <PlanCard
          key={result.plan.id}
          result={result}
          rank={index + 1}
          current={result.plan.id === current?.plan.id ? current : undefined}
          switchInputs={pricedOn}
          onExpertHelp={onExpertHelp}
          leadsAfterBenefits={sort === 'after_benefits'}
          savingsBasis={response.savingsBasis}
        />
      ))}
      {more === 'failed' && (
        <p className="card error" role="alert">
          More plans could not be loaded. Please try again.
        </p>
      )}
      {plans.length < response.totalPlans && (
        <button
          type="button"
          className="button"
          onClick={onMore}
          disabled={more === 'loading'}
        >
          {more === 'loading'
            ? 'Loading more plans…'
            : `Show more plans (${response.totalPlans - plans.length} more)`}
        </button>
      )}
      <LazyUsageCharts
        usage={pricedOn.usage}
        energyType={pricedOn.energyType ?? 'Electricity'}
        postcode={response.postcode}
        meter={compareState?.uploaded?.meter}
        windows={response.cheapestPlanWindows}
        priced={response.usageCharts}
      />
      {compareState && (
        <SideBySideTray
          state={compareState}
          response={response}
          whatIf={whatIf}
        />
      )}
      {compareState && (
        <LazyPriceAlertForm
          request={requestOf(compareState, 1, 1)}
          currentPlanId={compareState.currentPlan?.id}
          whatIf={whatIf}
        />
      )}
      <footer className="disclosures-compare muted small">
        <p>
          Rates come from retailers' published tariffs (the Consumer Data Right
          product data) and include GST.
        </p>
        <p>
          We may receive a commission from a retailer if you switch; it never
          changes the ranking.
        </p>
        <p>
          Costs are indicative, based on the usage you gave us; your actual bill
          depends on when and how you use energy.
        </p>
        <p>
          Rates are updated regularly; plans not updated for more than 7 days
          are marked 'Check for updates'.
        </p>
      </footer>
    </section>
  );
}
