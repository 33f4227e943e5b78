import { useEffect, useState } from 'react';
import type { PlanSummary } from '#shared/contracts/plans';
import { listRetailerPlans, type PlanMarket } from '../api/retailer-plans';

/** Typing searches once the visitor pauses. */
const DEBOUNCE_MS = 200;

export type ChoicesStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The retailer's plans matching what the visitor typed, from the server. */
export function usePlanChoices(
  market: PlanMarket,
  retailer: string,
  query: string,
  enabled: boolean,
) {
  const [plans, setPlans] = useState<PlanSummary[]>([]);
  const [status, setStatus] = useState<ChoicesStatus>('idle');
  const { postcode, energyType, customerType } = market;
  useEffect(() => {
    if (!enabled || !/^\d{4}$/.test(postcode) || !retailer) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('loading');
      listRetailerPlans(
        { postcode, energyType, customerType },
        retailer,
        query,
        controller.signal,
      )
        .then((page) => {
          setPlans(page.plans);
          setStatus('ready');
        })
        .catch(() => !controller.signal.aborted && setStatus('error'));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [postcode, energyType, customerType, retailer, query, enabled]);
  return { plans, status };
}
