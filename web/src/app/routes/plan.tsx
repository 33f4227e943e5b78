import { useParams } from 'react-router-dom';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import { PlanNotFound } from '@/features/plan-page/components/plan-not-found';
import { PlanPage } from '@/features/plan-page/components/plan-page';
import { usePlanDetails } from '@/features/plan-page/hooks/use-plan-details';
import { usePageMeta } from '@/lib/page-meta';

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
  const load = usePlanDetails(id);
  const [title, description] =
    load.status === 'ready'
      ? metaOf(load.details)
      : load.status === 'notFound'
        ? [NOT_FOUND_TITLE, 'We have no plan with that id.']
        : [LOADING_TITLE, 'One energy plan’s rates, fees and costs.'];
  usePageMeta(title, description);
  if (load.status === 'ready') return <PlanPage details={load.details} />;
  if (load.status === 'notFound') return <PlanNotFound />;
  return (
    <div className="container page">
      {load.status === 'loading' ? (
        <p aria-live="polite">Loading the plan…</p>
      ) : (
        <p className="card error" role="alert">
          {load.message}
        </p>
      )}
    </div>
  );
}
