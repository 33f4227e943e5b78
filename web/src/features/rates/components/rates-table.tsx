import { Link } from 'react-router-dom';
import type { ListedPlan, PlanListSort } from '#shared/contracts/plan-lists';
import { formatCents } from '#shared/format/money-and-dates';
import {
  CARD_ESTIMATE_BASIS,
  CardEstimate,
  cardEstimateLabel,
} from '@/components/ui/card-estimate';
import { RetailerMark } from '@/components/ui/retailer-mark';
import { planPagePath } from '@/features/plan-page/plan-link';
import '../rates.css';

/** Orders the rates table offers (the results panel's rate sorts). */
export const rateSorts: [PlanListSort, string][] = [
  ['retailer', 'Retailer'],
  ['household_cost', 'Lowest Cost Household'],
  ['business_cost', 'Lowest Cost Business'],
  ['usage_rate', 'Lowest usage rate'],
  ['green_energy', 'Greenest'],
  ['no_lockin', 'No lock-in'],
];

/** A page of one market's plans with their headline rates, in the order the API gave. */
export function RatesTable({ plans }: { plans: ListedPlan[] }) {
  const energyType = plans[0]?.energyType ?? 'Electricity';
  return (
    <div className="table-scroll">
      <table>
        <caption>All rates include GST. {CARD_ESTIMATE_BASIS}</caption>
        <thead>
          <tr>
            <th scope="col">Retailer</th>
            <th scope="col">Plan</th>
            <th scope="col">Network</th>
            <th scope="col">Type</th>
            <th scope="col">Supply (per day)</th>
            <th scope="col">Usage</th>
            <th scope="col">Green</th>
            <th scope="col">{cardEstimateLabel('home', energyType)}</th>
            <th scope="col">{cardEstimateLabel('business', energyType)}</th>
            <th scope="col">Contract</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id}>
              <td>
                <span className="retailer-name">
                  <RetailerMark name={plan.retailer} />
                  {plan.retailer}
                </span>
              </td>
              <td>
                <Link to={planPagePath(plan.id)}>{plan.planName}</Link>
              </td>
              <td>
                {plan.networks.join(', ') || plan.availableStates.join(', ')}
              </td>
              <td>{plan.planType}</td>
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
              <td>
                <CardEstimate
                  planId={plan.id}
                  kind="home"
                  estimates={plan.cardEstimates}
                />
              </td>
              <td>
                <CardEstimate
                  planId={plan.id}
                  kind="business"
                  estimates={plan.cardEstimates}
                />
              </td>
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
