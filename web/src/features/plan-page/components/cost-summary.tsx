import { type ReactNode, useId, useState } from 'react';
import type { ComparedPlan } from '#shared/contracts/compare';
import type { MonthCost } from '#shared/domain/costs/month-split';
import { formatDollars } from '#shared/format/money-and-dates';
import { BreakdownTable } from './breakdown-table';
import { MonthCosts } from './month-costs';

interface CostSummaryProps {
  readonly heading: string;
  /** Whose usage: `A typical home using 20 kWh a day`, `Your usage`. */
  readonly basis: string;
  readonly annualCostIncGst: number;
  /** Absent for the typical household: its 30-day figures follow instead. */
  readonly monthlyEstimateDollars?: number;
  readonly annualCostAfterBenefitsIncGst: number;
  readonly breakdown: unknown;
  readonly months: readonly MonthCost[];
  readonly confidence: ComparedPlan['confidence'];
  readonly diagnostics: readonly string[];
  readonly testId: string;
  /** Shown under the annual cost. */
  readonly children?: ReactNode;
}

/** An annual cost from the engine, its breakdown and its months. */
export function CostSummary(props: CostSummaryProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const after = props.annualCostAfterBenefitsIncGst;
  return (
    <section className="plan-section card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{props.heading}</h2>
      <p className="muted">{props.basis}</p>
      <p className="annual" data-testid={props.testId}>
        <strong>{formatDollars(props.annualCostIncGst)}</strong> a year (
        {props.monthlyEstimateDollars !== undefined &&
          `${formatDollars(props.monthlyEstimateDollars)} a month, `}
        GST included)
      </p>
      {props.children}
      {Math.round(after) !== Math.round(props.annualCostIncGst) && (
        <p>
          {formatDollars(after)} a year once its time-limited discounts end.
        </p>
      )}
      <MonthCosts
        caption={`${props.heading}: by month`}
        months={props.months}
      />
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-breakdown`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide cost breakdown' : 'Show cost breakdown'}
      </button>
      <div id={`${id}-breakdown`} hidden={!open}>
        {open && (
          <BreakdownTable
            caption={`${props.heading}, GST included`}
            breakdown={props.breakdown}
            total={props.annualCostIncGst}
            confidence={props.confidence}
            diagnostics={props.diagnostics}
          />
        )}
      </div>
    </section>
  );
}
