import { useId } from 'react';
import type {
  ComparedPlan,
  CompareResponse,
  CompareSort,
} from '#shared/contracts/compare';
import { PlanCard } from './plan-card';

/** Results panel sorts. */
const panelSorts: [CompareSort, string][] = [
  ['household_cost', 'Lowest Cost Household'],
  ['business_cost', 'Lowest Cost Business'],
  ['usage_rate', 'Lowest usage rate'],
  ['green_energy', 'Greenest'],
  ['no_lockin', 'No lock-in'],
];

interface ResultsPanelProps {
  readonly response: CompareResponse;
  readonly plans: ComparedPlan[];
  readonly sort: CompareSort;
  readonly filtered: boolean;
  readonly onSort: (sort: CompareSort) => void;
  readonly onMore: () => void;
  readonly onExpertHelp: () => void;
}

/** Ranked plans with the spec's badges, notes and empty states. */
export function ResultsPanel({
  response,
  plans,
  sort,
  filtered,
  onSort,
  onMore,
  onExpertHelp,
}: ResultsPanelProps) {
  const id = useId();
  if (response.totalPlans === 0) {
    return (
      <section className="card empty" aria-live="polite">
        {filtered ? (
          <p>
            No plans match your current filters. Try adjusting your filter
            criteria.
          </p>
        ) : (
          <>
            <h2>No Energy Plans Available</h2>
            <p>
              We hold no published plans for this postcode and energy type yet.
            </p>
          </>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className="results">
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
          <option value="price">Lowest cost for your usage</option>
          {panelSorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {plans.map((result) => (
        <PlanCard
          key={result.plan.id}
          result={result}
          postcode={response.postcode}
          monthlyUsage={response.usage.monthlyKwh}
          onExpertHelp={onExpertHelp}
        />
      ))}
      {plans.length < response.totalPlans && (
        <button type="button" className="button" onClick={onMore}>
          Show more plans ({response.totalPlans - plans.length} more)
        </button>
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
