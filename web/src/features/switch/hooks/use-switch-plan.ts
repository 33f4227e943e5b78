import { useCallback, useEffect, useState } from 'react';
import type { PlanSummary } from '#shared/contracts/plans';
import { ApiRequestError } from '@/lib/api-client';
import { getPlan } from '../api/switch-api';

export type PlanLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; plan: PlanSummary };

/**
 * The active plan named by `?plan=`: an unknown or withdrawn plan ends as
 * missing; a failed request is an error the visitor can retry, not a
 * plan that is gone.
 */
export function useSwitchPlan(planId: string | null) {
  const [load, setLoad] = useState<PlanLoad>(
    planId ? { status: 'loading' } : { status: 'missing' },
  );
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after Try again.
  useEffect(() => {
    if (!planId) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getPlan(planId, controller.signal)
      .then(({ plan }) =>
        setLoad(
          plan.isActive ? { status: 'ready', plan } : { status: 'missing' },
        ),
      )
      .catch((error) => {
        if (controller.signal.aborted) return;
        // 4xx: the id names no plan; 429 and 5xx: try again later.
        const gone =
          error instanceof ApiRequestError &&
          error.status < 500 &&
          error.status !== 429;
        setLoad({ status: gone ? 'missing' : 'error' });
      });
    return () => controller.abort();
  }, [planId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
