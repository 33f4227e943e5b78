import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import { PlanNotFound } from '@/features/plan-page/components/plan-not-found';
import type { PlanPage as PlanPageModule } from '@/features/plan-page/components/plan-page';
import { useOwnCost } from '@/features/plan-page/hooks/use-own-cost';
import { usePlanDetails } from '@/features/plan-page/hooks/use-plan-details';
import { usePlanMeta } from '@/features/plan-page/hooks/use-plan-meta';

// The charts and the fact sheet are their own chunk, so the route's first JS
// stays within the public budget (docs/performance.md); it starts loading
// with the route, beside the plan's data.
let pageChunk: Promise<{ default: typeof PlanPageModule }> | undefined;
const loadPageChunk = () =>
  (pageChunk ??= import('@/features/plan-page/components/plan-page').then(
    (m) => ({ default: m.PlanPage }),
  ));
const PlanPage = lazy(loadPageChunk);

const LOADING_TITLE = 'Energy plan';
const NOT_FOUND_TITLE = 'Plan not found';

/** Title and description naming the plan, its retailer and where it is sold. */
function metaOf(details: PlanDetailsResponse): [string, string] {
  const { plan, withdrawn, typical } = details;
  const where = plan.networks.join(', ') || plan.availableStates.join(', ');
  const cost = typical
    ? ` About $${Math.round(typical.annualCostIncGst).toLocaleString('en-AU')} a year for a typical ${plan.customerType === 'Business' ? 'business' : 'home'}.`
    : '';
  return [
    `${plan.planName} by ${plan.retailer}${withdrawn ? ' (withdrawn)' : ''}`,
    `${plan.retailer} ${plan.planName}: ${plan.energyType.toLowerCase()} rates by time of day, fees, discounts and contract terms${where ? ` on ${where}` : ''}.${cost}`,
  ];
}

/** /plans/:id: one plan's page, shareable, published or withdrawn. */
export function Component() {
  const { id = '' } = useParams();
  useEffect(() => void loadPageChunk(), []);
  const load = usePlanDetails(id);
  // Asked beside the details, and the page drawn once both are in, so the
  // own cost never pushes the page down as it arrives.
  const own = useOwnCost(id);
  const [title, description] =
    load.status === 'ready'
      ? metaOf(load.details)
      : load.status === 'notFound'
        ? [NOT_FOUND_TITLE, 'We have no plan with that id.']
        : [LOADING_TITLE, 'One energy plan’s rates, fees and costs.'];
  usePlanMeta(title, description);
  if (load.status === 'notFound') return <PlanNotFound />;
  const loading = (
    <div className="container page">
      <p aria-live="polite">Loading the plan…</p>
    </div>
  );
  if (load.status === 'ready' && own.status !== 'loading')
    return (
      <Suspense fallback={loading}>
        <PlanPage details={load.details} own={own} />
      </Suspense>
    );
  if (load.status !== 'error') return loading;
  return (
    <div className="container page">
      <p className="card error" role="alert">
        {load.message}
      </p>
    </div>
  );
}
