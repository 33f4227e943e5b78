import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type {
  ComparedPlan,
  CurrentPlanResult,
  SavingsBasisResult,
} from '#shared/contracts/compare';
import { formatDollars } from '#shared/format/money-and-dates';
import { RetailerMark } from '@/components/ui/retailer-mark';
import {
  CurrentPlanRank,
  SavingAgainstCurrent,
} from '@/features/current-plan/summary';
import { CompareToggle } from '@/features/side-by-side/picking';
import {
  rememberMeterUsage,
  type SwitchInputs,
  switchLink,
} from '@/features/switch/switch-link';
import { HouseholdFit } from './household-fit';
import { PlanBadges } from './plan-badges';
import { PlanDetails } from './plan-details';
import { PlanFacts } from './plan-facts';
import '../compare.css';

interface PlanCardProps {
  readonly result: ComparedPlan;
  /** The plan's place in the ranking shown, from 1. */
  readonly rank?: number;
  /** Given when this card is the visitor's current plan. */
  readonly current?: Pick<CurrentPlanResult, 'rank' | 'rankedPlans'>;
  /** What this card was priced on: /switch prices the plan on it again. */
  readonly switchInputs: SwitchInputs;
  readonly onExpertHelp: () => void;
  /**
   * Lead with the cost once time-limited benefits end (the list is sorted
   * by it), the first-year cost under it.
   */
  readonly leadsAfterBenefits?: boolean;
  /** What "Save up to" is measured against; said beside the figure. */
  readonly savingsBasis?: SavingsBasisResult | null;
}

/**
 * One result as a compact row: rank, retailer, plan, the yearly cost for
 * the visitor's usage and the terms that differ; every other card field
 * and the cost breakdown sit behind "Show details".
 */
export function PlanCard({
  result,
  rank,
  current,
  switchInputs,
  onExpertHelp,
  leadsAfterBenefits = false,
  savingsBasis,
}: PlanCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { plan } = result;
  const isCurrent = current !== undefined;
  const shownRank = current?.rank ?? rank;
  const knowsCurrent = result.savingAgainstCurrentDollars !== null;
  return (
    <article className="card plan-card" aria-labelledby={`${id}-name`}>
      <div className="plan-row">
        {shownRank !== undefined && (
          <p className="plan-rank">
            <span className="visually-hidden">Rank </span>
            {shownRank}
          </p>
        )}
        <div className="plan-ident">
          <p className="retailer retailer-name">
            <RetailerMark name={plan.retailer} />
            {plan.retailer}
          </p>
          <h3 id={`${id}-name`}>
            <Link
              // The plan page reads /switch's query (planPageLink in
              // features/plan-page), spelled here to keep /compare small.
              to={`/plans/${encodeURIComponent(plan.id)}?${switchLink(plan.id, switchInputs).split('?')[1]}`}
              onClick={() => rememberMeterUsage(switchInputs.usage)}
            >
              {plan.planName}
            </Link>
          </h3>
          <PlanBadges result={result} isCurrent={isCurrent} />
        </div>
        <div className="plan-price">
          {leadsAfterBenefits && result.benefitEnds.length > 0 ? (
            <>
              <p className="annual">
                <strong>
                  {formatDollars(result.annualCostAfterBenefitsIncGst)}
                </strong>
                <span> a year after benefits end</span>
                <span className="visually-hidden"> for your usage</span>{' '}
                <span className="monthly">{result.confidence}</span>
              </p>
              <p className="monthly">
                First year {formatDollars(result.annualCostIncGst)}
              </p>
            </>
          ) : (
            <p className="annual">
              <strong>{formatDollars(result.annualCostIncGst)}</strong>
              <span> a year</span>
              <span className="visually-hidden"> for your usage</span>{' '}
              <span className="monthly">
                {formatDollars(result.monthlyEstimateDollars)}/month,{' '}
                {result.confidence}
              </span>
            </p>
          )}
          {result.referenceStatement?.kind === 'stated' && (
            <p className="monthly">{result.referenceStatement.text}</p>
          )}
          {current && <CurrentPlanRank current={current} />}
          {!isCurrent && knowsCurrent && (
            <SavingAgainstCurrent
              dollars={result.savingAgainstCurrentDollars}
              isCurrent={false}
            />
          )}
          {!knowsCurrent && savingsBasis && result.annualSavingsDollars > 0 && (
            <p className="savings">
              Save up to {formatDollars(result.annualSavingsDollars)} a year
              against {savingsBasis.label}
            </p>
          )}
        </div>
      </div>
      <HouseholdFit result={result} />
      <PlanFacts result={result} />
      <div className="plan-actions">
        <Link
          className="button button-primary"
          to={switchLink(plan.id, switchInputs)}
          onClick={() => rememberMeterUsage(switchInputs.usage)}
        >
          Switch Now
        </Link>
        <button
          type="button"
          className="button plan-disclosure"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen(!open)}
        >
          <span className="visually-hidden">{open ? 'Hide ' : 'Show '}</span>
          Details
          <span className="visually-hidden"> and cost breakdown</span>
          <ChevronDown aria-hidden="true" size={16} />
        </button>
        <CompareToggle planId={plan.id} planName={plan.planName} />
      </div>
      <div id={`${id}-details`} className="plan-details" hidden={!open}>
        <PlanDetails result={result} open={open} />
        <div className="plan-actions">
          <button type="button" className="button" onClick={onExpertHelp}>
            Get Expert Help
          </button>
          {plan.retailerUrl && (
            <a
              className="button"
              href={plan.retailerUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              View Provider Site
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
