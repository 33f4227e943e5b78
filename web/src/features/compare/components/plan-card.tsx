import { BadgeCheck, Leaf, Star, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type {
  ComparedPlan,
  CurrentPlanResult,
} from '#shared/contracts/compare';
import {
  formatCents,
  formatDate,
  formatDollars,
} from '#shared/format/money-and-dates';
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
import { AfterBenefits } from './after-benefits';
import { CostBreakdown } from './cost-breakdown';
import { EstimateNotes } from './estimate-notes';
import '../compare.css';

interface PlanCardProps {
  readonly result: ComparedPlan;
  /** Given when this card is the visitor's current plan. */
  readonly current?: Pick<CurrentPlanResult, 'rank' | 'rankedPlans'>;
  /** What this card was priced on: /switch prices the plan on it again. */
  readonly switchInputs: SwitchInputs;
  readonly onExpertHelp: () => void;
}

/** One plan with every field the results panel shows. */
export function PlanCard({
  result,
  current,
  switchInputs,
  onExpertHelp,
}: PlanCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { plan } = result;
  const unit = plan.energyType === 'Gas' ? 'MJ' : 'kWh';
  const isCurrent = current !== undefined;
  return (
    <article className="card plan-card" aria-labelledby={`${id}-name`}>
      <header className="plan-head">
        <div>
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
          <p className="muted">
            {plan.energyType}
            {plan.networks.length > 0 &&
              ` · ${plan.networks.join(', ')} network`}
          </p>
        </div>
        <div className="badges">
          {isCurrent && (
            <SavingAgainstCurrent dollars={null} isCurrent={true} />
          )}
          {result.isBestValue && (
            <span className="badge badge-best">
              <BadgeCheck aria-hidden="true" size={14} /> Best Value
            </span>
          )}
          {plan.isPopular && (
            <span className="badge badge-popular">
              <Star aria-hidden="true" size={14} /> Popular
            </span>
          )}
          {plan.greenEnergyPercent > 0 && (
            <span className="badge badge-green">
              <Leaf aria-hidden="true" size={14} /> {plan.greenEnergyPercent}%
              green
            </span>
          )}
          {result.isStale && (
            <span className="badge badge-warn">
              <TriangleAlert aria-hidden="true" size={14} /> Check for updates
            </span>
          )}
        </div>
      </header>
      <p className="annual">
        <strong>{formatDollars(result.annualCostIncGst)}</strong> a year for
        your usage ({formatDollars(result.monthlyEstimateDollars)} a month,{' '}
        {result.confidence})
        {result.annualSavingsDollars > 0 && (
          <span className="savings">
            {' '}
            · Save up to {formatDollars(result.annualSavingsDollars)} a year
          </span>
        )}
      </p>
      {current && <CurrentPlanRank current={current} />}
      {!isCurrent && (
        <SavingAgainstCurrent
          dollars={result.savingAgainstCurrentDollars}
          isCurrent={false}
        />
      )}
      <AfterBenefits result={result} />
      <dl className="rates">
        <dt>Daily supply charge</dt>
        <dd>{formatCents(plan.supplyChargeDollarsPerDay)}/day</dd>
        <dt>Usage rate</dt>
        <dd>
          {formatCents(plan.usageCentsPerUnit / 100)}/{unit}
        </dd>
        {plan.solarFeedInCentsPerKwh !== null && (
          <>
            <dt>Solar feed-in</dt>
            <dd>{plan.solarFeedInCentsPerKwh.toFixed(2)}c/kWh</dd>
          </>
        )}
        <dt>Contract</dt>
        <dd>{plan.contractTerm}</dd>
        <dt>Exit fees</dt>
        <dd>{plan.exitFees}</dd>
        <dt>Home (20 kWh/day)</dt>
        <dd>{formatDollars(result.cardEstimates.homeMonthlyDollars)}/month</dd>
        <dt>Business (100 kWh/day)</dt>
        <dd>
          {formatDollars(result.cardEstimates.businessMonthlyDollars)}/month
        </dd>
      </dl>
      {plan.features.length > 0 && (
        <ul className="features">
          {plan.features.slice(0, 3).map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <p className="muted small">
        GST Included · Updated {formatDate(plan.lastUpdated)}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-cost`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide cost breakdown' : 'Show cost breakdown'}
      </button>
      <div id={`${id}-cost`} hidden={!open}>
        {open && (
          <>
            <CostBreakdown
              breakdown={result.breakdown}
              total={result.annualCostIncGst}
            />
            <EstimateNotes
              confidence={result.confidence}
              diagnostics={result.diagnostics}
            />
          </>
        )}
      </div>
      <footer className="actions">
        <Link
          className="button button-primary"
          to={switchLink(plan.id, switchInputs)}
          onClick={() => rememberMeterUsage(switchInputs.usage)}
        >
          Switch Now
        </Link>
        <button type="button" className="button" onClick={onExpertHelp}>
          Get Expert Help
        </button>
        <CompareToggle planId={plan.id} planName={plan.planName} />
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
      </footer>
    </article>
  );
}
