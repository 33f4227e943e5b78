import { useEffect, useState } from 'react';
import type { PlanSummary } from '#shared/contracts/plans';
import { listPlans } from '@/features/plans/api/list-plans';

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
});

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; plans: PlanSummary[] };

/** First version of /rates: every active plan, by retailer then plan name. */
export function Component() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    listPlans(controller.signal)
      .then(({ plans }) => setState({ status: 'ready', plans }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, []);
  return (
    <section className="container page">
      <h1>Latest Rates</h1>
      {state.status === 'loading' && <p aria-live="polite">Loading plans…</p>}
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
        <div className="table-scroll">
          <table>
            <caption>Rates include GST</caption>
            <thead>
              <tr>
                <th scope="col">Retailer</th>
                <th scope="col">Plan</th>
                <th scope="col">Type</th>
                <th scope="col">Supply (per day)</th>
                <th scope="col">Usage</th>
              </tr>
            </thead>
            <tbody>
              {state.plans.map((plan) => (
                <tr key={plan.id}>
                  <td>{plan.retailer}</td>
                  <td>{plan.planName}</td>
                  <td>{plan.energyType}</td>
                  <td>{dollars.format(plan.supplyChargeDollarsPerDay)}</td>
                  <td>
                    {plan.usageCentsPerUnit.toFixed(2)}c/
                    {plan.energyType === 'Gas' ? 'MJ' : 'kWh'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
