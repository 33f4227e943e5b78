import { useCallback, useEffect, useState } from 'react';
import type { SwitchQuote } from '#shared/contracts/switch-requests';
import { ApiRequestError } from '@/lib/api-client';
import { quoteSwitch } from '../api/switch-api';
import type { SwitchInputs } from '../switch-link';

export type QuoteLoad =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; quote: SwitchQuote };

const FAILED =
  'We could not work out this plan’s cost just now. Please try again.';

/**
 * The plan's annual cost on the visitor's usage, priced by the server as
 * its result card was; waits while the usage is still to be asked for.
 */
export function useSwitchQuote(
  planId: string | null,
  inputs: SwitchInputs | null,
) {
  const [load, setLoad] = useState<QuoteLoad>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after Try again.
  useEffect(() => {
    if (!planId || !inputs) return setLoad({ status: 'waiting' });
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    quoteSwitch({ ...inputs, selectedPlanId: planId }, controller.signal)
      .then((quote) => setLoad({ status: 'ready', quote }))
      .catch((error) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiRequestError && error.status === 400
            ? (error.error?.message ?? FAILED)
            : FAILED;
        setLoad({ status: 'error', message });
      });
    return () => controller.abort();
  }, [planId, inputs, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
