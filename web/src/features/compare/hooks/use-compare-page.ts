import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CompareState, initialState } from './compare-state';
import { useComparison } from './use-comparison';

const marketFields = ['postcode', 'energyType', 'customerType'] as const;

function leavesMarket(state: CompareState, change: Partial<CompareState>) {
  return marketFields.some(
    (field) => field in change && change[field] !== state[field],
  );
}

/** The /compare page's state: inputs, the comparison and its results. */
export function useComparePage() {
  const [params] = useSearchParams();
  const [{ state: first, visitor, rejectedPostcode }] = useState(() =>
    initialState(params),
  );
  const [state, setState] = useState<CompareState>(first);
  const [comparisonId, setComparisonId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const comparison = useComparison(state, visitor, comparisonId, version);

  const update = useCallback(
    (change: Partial<CompareState>) =>
      setState((s) => ({
        ...s,
        // A current plan belongs to one market: a new one forgets it.
        ...(leavesMarket(s, change) && { currentPlan: null }),
        ...change,
      })),
    [],
  );
  const named = comparison.response?.currentPlan?.plan;
  useEffect(() => {
    // A plan id from a link gets its name once the results bring it.
    if (named && state.currentPlan?.id === named.id && !state.currentPlan.name)
      update({ currentPlan: { id: named.id, name: named.planName } });
  }, [named, state.currentPlan, update]);
  // A new id per press: the inquiry is saved once per Compare Plans action.
  const compare = useCallback(() => setComparisonId(crypto.randomUUID()), []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const filtered =
    state.planType !== 'all' || state.greenOnly || state.noExitFee;

  return {
    state,
    update,
    compare,
    reload,
    comparison,
    compared: comparisonId !== null,
    filtered,
    rejectedPostcode,
  };
}
