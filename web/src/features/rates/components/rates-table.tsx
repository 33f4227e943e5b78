import type { CompareSort } from '#shared/contracts/compare';
import type { PlanSummary } from '#shared/contracts/plans';
import { sortResults } from '#shared/domain/compare/sort-results';
import {
  cardMonthlyEstimates,
  specAnnualCostDollars,
} from '#shared/domain/costs/spec-formulas';
import { DEFAULT_MONTHLY_USAGE } from '@/features/compare/hooks/compare-state';
import { formatCents, formatDollars } from '@/lib/format';

/** Sorts the rates table offers (spec §9, results panel and rates page). */
export const rateSorts: [CompareSort, string][] = [
  ['household_cost', 'Lowest Cost Household'],
  ['business_cost', 'Lowest Cost Business'],
  ['usage_rate', 'Lowest usage rate'],
  ['green_energy', 'Greenest'],
  ['no_lockin', 'No lock-in'],
];

/** Every active plan with its headline rates, in the chosen order. */
export function RatesTable({
  plans,
  sort,
}: {
  plans: PlanSummary[];
  sort: CompareSort | 'retailer';
}) {
  const rows = plans.map((plan) => ({
    plan,
    annualCostIncGst: specAnnualCostDollars(plan, DEFAULT_MONTHLY_USAGE),
    cardEstimates: cardMonthlyEstimates(plan),
  }));
  const ordered = sort === 'retailer' ? rows : sortResults(rows, sort);
  return (
    <div className="table-scroll">
      <table>
        <caption>
          All rates include GST. Monthly estimates: a home at 20 kWh and a
          business at 100 kWh a day.
        </caption>
        <thead>
          <tr>
            <th scope="col">Retailer</th>
            <th scope="col">Plan</th>
            <th scope="col">Type</th>
            <th scope="col">Supply (per day)</th>
            <th scope="col">Usage</th>
            <th scope="col">Green</th>
            <th scope="col">Home / month</th>
            <th scope="col">Business / month</th>
            <th scope="col">Contract</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map(({ plan, cardEstimates }) => (
            <tr key={plan.id}>
              <td>{plan.retailer}</td>
              <td>{plan.planName}</td>
              <td>
                {plan.energyType} · {plan.customerType}
              </td>
              <td>{formatCents(plan.supplyChargeDollarsPerDay)}</td>
              <td>
                {plan.usageCentsPerUnit.toFixed(2)}c/
                {plan.energyType === 'Gas' ? 'MJ' : 'kWh'}
              </td>
              <td>
                {plan.greenEnergyPercent > 0
                  ? `${plan.greenEnergyPercent}%`
                  : '—'}
              </td>
              <td>{formatDollars(cardEstimates.homeMonthlyDollars)}</td>
              <td>{formatDollars(cardEstimates.businessMonthlyDollars)}</td>
              <td>{plan.contractTerm}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Grey rows while the rates load. */
const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function RatesSkeleton() {
  return (
    <div
      className="skeleton-table"
      role="status"
      aria-busy="true"
      aria-label="Loading rates"
    >
      {SKELETON_ROWS.map((row) => (
        <div key={row} className="skeleton-row" />
      ))}
    </div>
  );
}
