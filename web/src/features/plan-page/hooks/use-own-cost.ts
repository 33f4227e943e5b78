import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SideBySidePlan } from '#shared/contracts/side-by-side';
import { fetchSideBySide } from '@/features/side-by-side/api';
import { switchInputsFrom } from '@/features/switch/switch-link';
import { ApiRequestError } from '@/lib/api-client';

export type OwnCostLoad =
  | { status: 'none' }
  | { status: 'loading'; fromMeter: boolean }
  | { status: 'ready'; priced: SideBySidePlan; fromMeter: boolean }
  | { status: 'error'; message: string };

const FAILED = 'We could not price this plan on your usage just now.';

type Compared = ReturnType<typeof switchInputsFrom>;

const pending = ({ inputs, usage }: Compared): OwnCostLoad =>
  usage && inputs.postcode
    ? { status: 'loading', fromMeter: usage.kind === 'intervals' }
    : { status: 'none' };

/**
 * The plan on the usage of the comparison the visitor came from (the
 * link's parameters, meter readings from this tab's session), priced by
 * the server as the side-by-side view prices it; none without a comparison.
 * It is asked for once `ask` is true; until then it is loading.
 */
export function useOwnCost(planId: string, ask = true): OwnCostLoad {
  const [params] = useSearchParams();
  const query = params.toString();
  const compared = useMemo(
    () => switchInputsFrom(new URLSearchParams(query)),
    [query],
  );
  const [load, setLoad] = useState<OwnCostLoad>(() => pending(compared));
  useEffect(() => {
    const { inputs, usage } = compared;
    setLoad(pending(compared));
    if (!usage || !inputs.postcode || !ask) return;
    const controller = new AbortController();
    fetchSideBySide({ ...inputs, planIds: [planId], usage }, controller.signal)
      .then(({ plans: [priced] }) =>
        setLoad(
          priced
            ? { status: 'ready', priced, fromMeter: usage.kind === 'intervals' }
            : { status: 'error', message: FAILED },
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const refused =
          error instanceof ApiRequestError && error.status === 400;
        setLoad({
          status: 'error',
          message: !refused
            ? FAILED
            : error.error?.field === 'planIds'
              ? `This plan is not sold at the postcode you compared (${inputs.postcode}), so it is not priced on your usage.`
              : error.message,
        });
      });
    return () => controller.abort();
  }, [planId, compared, ask]);
  return load;
}
