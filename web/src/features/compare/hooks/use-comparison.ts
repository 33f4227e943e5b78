import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComparedPlan, CompareResponse } from '#shared/contracts/compare';
import { comparePlans } from '../api/compare-plans';
import { type CompareState, requestOf, type Visitor } from './compare-state';

const PAGE_SIZE = 20;
/** Typing in a field recomputes once the visitor pauses. */
const DEBOUNCE_MS = 250;

export type ComparisonStatus = 'idle' | 'loading' | 'error' | 'ready';

/**
 * Results for the current inputs, once Compare Plans was pressed: any
 * change recomputes them with the same comparison id, so the inquiry is
 * saved once per press.
 */
export function useComparison(
  state: CompareState,
  visitor: Visitor,
  comparisonId: string | null,
  version: number,
) {
  const [status, setStatus] = useState<ComparisonStatus>('idle');
  const [response, setResponse] = useState<CompareResponse | null>(null);
  const [plans, setPlans] = useState<ComparedPlan[]>([]);
  const controller = useRef<AbortController | null>(null);

  const inquiry = comparisonId ? { comparisonId, ...visitor } : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` forces a reload after Refresh Prices.
  useEffect(() => {
    if (!comparisonId) return;
    const timer = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus('loading');
      comparePlans(
        { ...requestOf(state, 1, PAGE_SIZE), ...(inquiry && { inquiry }) },
        current.signal,
      )
        .then((result) => {
          setResponse(result);
          setPlans(result.plans);
          setStatus('ready');
        })
        .catch(() => !current.signal.aborted && setStatus('error'));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state, comparisonId, version]);

  const loadMore = useCallback(async () => {
    if (!response) return;
    const next = await comparePlans(
      requestOf(state, response.page + 1, PAGE_SIZE),
    );
    setResponse(next);
    setPlans((current) => [...current, ...next.plans]);
  }, [response, state]);

  return { status, response, plans, loadMore };
}
