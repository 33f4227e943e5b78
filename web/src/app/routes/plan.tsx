import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { planPageMeta } from '#shared/domain/plans/plan-page-meta';
import { PlanNotFound } from '@/features/plan-page/components/plan-not-found';
import { ServedPlanPage } from '@/features/plan-page/components/served-plan-page';
import { useOwnCost } from '@/features/plan-page/hooks/use-own-cost';
import { usePlanDetails } from '@/features/plan-page/hooks/use-plan-details';
import { usePlanMeta } from '@/features/plan-page/hooks/use-plan-meta';
import { servedPlan } from '@/features/plan-page/served-plan';
import { loadPriceHistory } from '@/features/price-history/load-price-history';
import { usePlanHistory } from '@/features/price-history/use-plan-history';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { loadedChunk } from '@/lib/use-loaded-chunk';
import { useNoIndex } from '@/lib/use-no-index';

// The charts, the fact sheet and the price history are chunks of their own,
// so the route's first JS stays within the public budget
// (docs/performance.md); they load with the route, beside the plan's data
// (after the served page's first paint), and the page is drawn once all
// are in, in parts (`PlanPage`).
const pageParts = loadedChunk(() =>
  Promise.all([
    import('@/features/plan-page/components/plan-page'),
    loadPriceHistory(),
  ]).then(([page, PriceHistory]) => ({
    PlanPage: page.PlanPage,
    PriceHistory,
  })),
);

const LOADING_TITLE = 'Energy plan';
const NOT_FOUND_TITLE = 'Plan not found';
const PARTS_FAILED =
  'This page could not be loaded just now. Please reload it to try again.';

/** /plans/:id: one plan's page, shareable, published or withdrawn. */
export function Component() {
  const { id = '' } = useParams();
  // Opened as served: its details came with it, and its markup stays on
  // screen, taken over as it is, until the app draws the full page. The
  // rest is asked for once it is painted, so none of it holds the first
  // paint back (docs/performance.md, "Plan page: own cost first").
  const served = servedPlan(id);
  const ask = useAfterFirstPaint() || !served;
  const parts = pageParts.useChunk(ask);
  const load = usePlanDetails(id, served?.details);
  // Asked beside the details, and the page drawn once all are in, so no
  // part pushes the page down as it arrives.
  const own = useOwnCost(id, ask);
  const history = usePlanHistory(id, ask);
  const details = load.status === 'ready' ? load.details : undefined;
  // Once per plan, not on each of the page's renders while its parts arrive.
  const meta = useMemo(() => details && planPageMeta(details), [details]);
  const { title, description } = meta
    ? meta
    : load.status === 'notFound'
      ? {
          title: NOT_FOUND_TITLE,
          description: 'We have no plan with that id.',
        }
      : {
          title: LOADING_TITLE,
          description: 'One energy plan’s rates, fees and costs.',
        };
  usePlanMeta(title, description);
  // A withdrawn plan keeps its page, out of search results.
  useNoIndex(load.status === 'ready' && load.details.withdrawn);
  // The page is drawn once all are in: as a deferred render, which React
  // splits into short tasks, and committed in parts (`PlanPage`), so the
  // page stays responsive meanwhile.
  const drawn = useDeferredValue(
    load.status === 'ready' &&
      parts.status === 'ready' &&
      own.status !== 'loading' &&
      history.status !== 'loading',
  );
  if (load.status === 'notFound') return <PlanNotFound />;
  const loading = (
    <div className="container page">
      <p aria-live="polite">Loading the plan…</p>
    </div>
  );
  if (load.status === 'error' || parts.status === 'failed')
    return (
      <div className="container page">
        <p className="card error" role="alert">
          {load.status === 'error' ? load.message : PARTS_FAILED}
        </p>
      </div>
    );
  if (!drawn || load.status !== 'ready' || parts.status !== 'ready')
    return served ? (
      <ServedPlanPage
        served={served}
        // Kept once priced, until the full page is drawn: the served
        // prompt must not come back in between.
        ownCost={
          (own.status === 'loading' || own.status === 'ready') &&
          !served.details?.withdrawn
            ? own
            : undefined
        }
      />
    ) : (
      loading
    );
  const { PlanPage, PriceHistory } = parts.chunk;
  return (
    <PlanPage
      details={load.details}
      own={own}
      history={<PriceHistory state={history} />}
      served={served?.below}
    />
  );
}
