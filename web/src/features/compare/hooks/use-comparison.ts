import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComparedPlan, CompareResponse } from '#shared/contracts/compare';
import { ApiRequestError } from '@/lib/api-client';
import { comparePlans } from '../api/compare-plans';
import {
  type CompareState,
  type PricedInputs,
  pricedInputsOf,
  requestOf,
  type Visitor,
} from './compare-state';

const PAGE_SIZE = 20;
/** Typing in a field recomputes once the visitor pauses. */
const DEBOUNCE_MS = 250;

export type ComparisonStatus = 'idle' | 'loading' | 'error' | 'ready';
const COMPARE_FAILED = 'Failed to load energy plans. Please try again.';

/** The next page of results: a failure is shown, never swallowed. */
export type MoreStatus = 'idle' | 'loading' | 'failed';

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
  /** Pages of results the first comparison shows (a shared link's). */
  firstPages = 1,
) {
  const [status, setStatus] = useState<ComparisonStatus>('idle');
  // Why the last comparison failed, and whether it answered a press of
  // Compare Plans rather than the visitor's typing.
  const [failure, setFailure] = useState<{
    message: string;
    onPress: boolean;
    /** The request field a 400 named, e.g. `usage.periods.0.endDate`. */
    field?: string;
    fieldMessage?: string;
  }>({ message: COMPARE_FAILED, onPress: false });
  const fetchedFor = useRef<string | null>(null);
  const [response, setResponse] = useState<CompareResponse | null>(null);
  const [plans, setPlans] = useState<ComparedPlan[]>([]);
  // What the shown results were priced on, for the cards' Switch Now links.
  const [priced, setPriced] = useState<PricedInputs | null>(null);
  const controller = useRef<AbortController | null>(null);
  const pagesToLoad = useRef(firstPages);

  const inquiry = comparisonId ? { comparisonId, ...visitor } : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` forces a reload after Refresh Prices.
  useEffect(() => {
    if (!comparisonId) return;
    const timer = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const pressed = fetchedFor.current !== comparisonId;
      fetchedFor.current = comparisonId;
      setStatus('loading');
      const pages = pagesToLoad.current;
      pagesToLoad.current = 1;
      Promise.all(
        Array.from({ length: pages }, (_, index) =>
          comparePlans(
            {
              ...requestOf(state, index + 1, PAGE_SIZE),
              ...(index === 0 && inquiry && { inquiry }),
            },
            current.signal,
          ),
        ),
      )
        .then((results) => {
          const result = results[results.length - 1] as CompareResponse;
          setResponse(result);
          setPlans(results.flatMap((page) => page.plans));
          setPriced(pricedInputsOf(state));
          setMore('idle');
          setStatus('ready');
        })
        .catch((error: unknown) => {
          if (current.signal.aborted) return;
          // Over the rate limit, pressing again would not help: the API
          // says how long to wait.
          const limited =
            error instanceof ApiRequestError && error.status === 429;
          // A refused bill figure is named, so the form can show it.
          const refused =
            error instanceof ApiRequestError &&
            error.status === 400 &&
            error.error?.field?.startsWith('usage.')
              ? error.error
              : undefined;
          setFailure({
            message: limited
              ? // The API stage's own throttle sends no reason.
                (error.error?.message ??
                'Too many requests. Please wait a minute and try again.')
              : refused
                ? 'We could not compare on a figure you entered: change the one marked in the form, then press Compare Plans.'
                : COMPARE_FAILED,
            onPress: pressed,
            ...(refused?.field && { field: refused.field }),
            ...(refused && { fieldMessage: refused.message }),
          });
          setStatus('error');
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state, comparisonId, version]);

  const [more, setMore] = useState<MoreStatus>('idle');
  const loadMore = useCallback(async () => {
    if (!response || more === 'loading') return;
    setMore('loading');
    try {
      const next = await comparePlans(
        requestOf(state, response.page + 1, PAGE_SIZE),
      );
      setResponse(next);
      setPlans((current) => [...current, ...next.plans]);
      setMore('idle');
    } catch {
      setMore('failed');
    }
  }, [response, state, more]);

  return {
    status,
    failure,
    response,
    plans,
    priced,
    more,
    loadMore,
  };
}
