import { useEffect, useState } from 'react';
import type { PlanHistoryResponse } from '#shared/contracts/plan-history';
import { ApiRequestError } from '@/lib/api-client';
import { fetchPlanHistory } from './api';

export type PlanHistoryState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly history: PlanHistoryResponse }
  | { readonly status: 'missing' }
  | { readonly status: 'failed' };

/** A plan's price history, read once per plan id once `ask` is true. */
export function usePlanHistory(planId: string, ask = true): PlanHistoryState {
  const [state, setState] = useState<PlanHistoryState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    if (!ask) return;
    const aborter = new AbortController();
    fetchPlanHistory(planId, aborter.signal)
      .then((history) => setState({ status: 'ready', history }))
      .catch((error: unknown) => {
        if (aborter.signal.aborted) return;
        const missing =
          error instanceof ApiRequestError && error.status === 404;
        setState({ status: missing ? 'missing' : 'failed' });
      });
    return () => aborter.abort();
  }, [planId, ask]);
  return state;
}
