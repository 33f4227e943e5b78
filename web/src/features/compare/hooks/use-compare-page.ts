import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { rememberComparison } from '@/features/switch/switch-link';
import type { CompareState } from './compare-state';
import {
  type CompareNavigation,
  comparisonSearch,
  initialState,
} from './compare-url';
import { useComparison } from './use-comparison';

const marketFields = ['postcode', 'energyType', 'customerType'] as const;

function leavesMarket(state: CompareState, change: Partial<CompareState>) {
  return marketFields.some(
    (field) => field in change && change[field] !== state[field],
  );
}

/** The /compare page's state: inputs, the comparison and its results. */
export function useComparePage() {
  const [params, setParams] = useSearchParams();
  const navigation = useLocation().state as CompareNavigation | null;
  const [opened] = useState(() => initialState(params, navigation));
  const [state, setState] = useState<CompareState>(opened.state);
  // A shared link or home's Compare Now compares at once.
  const [comparisonId, setComparisonId] = useState<string | null>(() =>
    opened.runs ? crypto.randomUUID() : null,
  );
  const [version, setVersion] = useState(0);
  /** The what-if priced under the results: side by side, alerts, the address. */
  const [whatIf, setWhatIf] = useState<WhatIfInputFields | null>(null);
  const comparison = useComparison(
    state,
    opened.visitor,
    comparisonId,
    version,
    opened.pages,
  );

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
  // Once compared, the address holds what the results show, in place of
  // the link that opened the page (so no name or phone stays in it).
  const pages = comparison.response?.page ?? opened.pages;
  useEffect(() => {
    if (comparisonId === null) return;
    const search = comparisonSearch(
      state,
      pages,
      whatIf ?? opened.whatIf,
    ).toString();
    if (search !== params.toString()) setParams(search, { replace: true });
  }, [comparisonId, state, pages, whatIf, opened.whatIf, params, setParams]);
  // A new id per press: the inquiry is saved once per Compare Plans action.
  const compare = useCallback(() => {
    const id = crypto.randomUUID();
    rememberComparison(id);
    setComparisonId(id);
  }, []);
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
    rejectedPostcode: opened.rejectedPostcode,
    whatIf,
    setWhatIf,
    linkedWhatIf: opened.whatIf,
    sharedMeterData: opened.sharedMeterData && !state.uploaded,
  };
}
