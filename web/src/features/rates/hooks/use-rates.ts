import { useCallback, useEffect, useState } from 'react';
import type { ListedPlan, RatesPage } from '#shared/contracts/plan-lists';
import { listRates, type RatesQuery } from '../api/list-rates';

export type RatesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      plans: ListedPlan[];
      page: RatesPage;
      loadingMore: boolean;
      moreFailed: boolean;
    };

/** One market's rates, a page at a time; a new query starts again. */
export function useRates(query: RatesQuery | undefined) {
  const [state, setState] = useState<RatesState>({ status: 'idle' });
  const key = query && JSON.stringify(query);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    listRates(JSON.parse(key) as RatesQuery, controller.signal)
      .then((page) =>
        setState({
          status: 'ready',
          plans: page.plans,
          page,
          loadingMore: false,
          moreFailed: false,
        }),
      )
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, [key]);
  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.page.nextCursor || !query) return;
    setState({ ...state, loadingMore: true, moreFailed: false });
    listRates({ ...query, cursor: state.page.nextCursor })
      .then((page) =>
        setState({
          status: 'ready',
          plans: [...state.plans, ...page.plans],
          page,
          loadingMore: false,
          moreFailed: false,
        }),
      )
      .catch(() =>
        setState({ ...state, loadingMore: false, moreFailed: true }),
      );
  }, [state, query]);
  return { state, loadMore };
}
