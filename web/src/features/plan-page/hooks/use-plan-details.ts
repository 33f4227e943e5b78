import { useEffect, useState } from 'react';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import { ApiRequestError } from '@/lib/api-client';
import { fetchPlanDetails } from '../api/plan-details';

export type PlanLoad =
  | { status: 'loading' }
  | { status: 'ready'; details: PlanDetailsResponse }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

const FAILED = 'This plan could not be loaded just now. Please try again.';

/**
 * The plan's fact sheet; an unknown or malformed id is "not found". Details
 * the served page carried (`served`) are used as they are, not asked again.
 */
export function usePlanDetails(
  planId: string,
  served?: PlanDetailsResponse,
): PlanLoad {
  const [load, setLoad] = useState<PlanLoad>(() =>
    served ? { status: 'ready', details: served } : { status: 'loading' },
  );
  useEffect(() => {
    if (served)
      return setLoad((current) =>
        current.status === 'ready' && current.details === served
          ? current
          : { status: 'ready', details: served },
      );
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPlanDetails(planId, controller.signal)
      .then((details) => setLoad({ status: 'ready', details }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const missing =
          error instanceof ApiRequestError &&
          (error.status === 404 || error.status === 400);
        setLoad(
          missing
            ? { status: 'notFound' }
            : { status: 'error', message: FAILED },
        );
      });
    return () => controller.abort();
  }, [planId, served]);
  return load;
}
