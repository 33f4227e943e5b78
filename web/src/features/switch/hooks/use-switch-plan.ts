import { useEffect, useState } from 'react';
import type { PlanSummary } from '#shared/contracts/plans';
import { getPlan } from '../api/switch-api';

export type PlanLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; plan: PlanSummary };

/** The active plan named by `?plan=`; anything else ends as missing. */
export function useSwitchPlan(planId: string | null): PlanLoad {
  const [load, setLoad] = useState<PlanLoad>(
    planId ? { status: 'loading' } : { status: 'missing' },
  );
  useEffect(() => {
    if (!planId) return;
    const controller = new AbortController();
    getPlan(planId, controller.signal)
      .then(({ plan }) =>
        setLoad(
          plan.isActive ? { status: 'ready', plan } : { status: 'missing' },
        ),
      )
      .catch(
        () => !controller.signal.aborted && setLoad({ status: 'missing' }),
      );
    return () => controller.abort();
  }, [planId]);
  return load;
}
