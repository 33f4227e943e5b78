import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ComparedPlan,
  CompareRequestInput,
  CompareResponse,
} from '#shared/contracts/compare';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import {
  errorOfField,
  formOfWhatIf,
  initialWhatIfForm,
  type WhatIfField,
  type WhatIfForm,
  whatIfOfForm,
} from './what-if-form';

const PAGE_SIZE = 10;
const RERUN_AFTER_MS = 300;
const FAILED = 'We could not price the change. Please try again.';

export type WhatIfStatus = 'idle' | 'loading' | 'error' | 'ready';

const compareWithWhatIf = (
  request: CompareRequestInput,
  whatIf: WhatIfInputFields,
  page: number,
) =>
  apiRequest<CompareResponse>('POST', '/compare', {
    body: { ...request, page, pageSize: PAGE_SIZE, whatIf },
  });

/**
 * The what-if form and its comparison: the shown comparison's request with
 * `whatIf` added (no inquiry: the comparison was saved when it was asked
 * for). A new comparison above prices the applied change again.
 */
export function useWhatIf(
  request: CompareRequestInput,
  onApplied?: (whatIf: WhatIfInputFields) => void,
  /** A what-if the page's link carries: shown in the form and priced at once. */
  linked?: WhatIfInputFields | null,
) {
  const [form, setForm] = useState<WhatIfForm>(() =>
    linked ? formOfWhatIf(linked) : initialWhatIfForm,
  );
  const [status, setStatus] = useState<WhatIfStatus>('idle');
  const [errors, setErrors] = useState<Partial<Record<WhatIfField, string>>>(
    {},
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [response, setResponse] = useState<CompareResponse | null>(null);
  const [plans, setPlans] = useState<ComparedPlan[]>([]);
  const [applied, setApplied] = useState<WhatIfInputFields | null>(null);
  const latest = useRef(0);
  const key = JSON.stringify(request);
  /** The comparison the shown what-if was asked on. */
  const pricedKey = useRef(key);

  const run = useCallback(
    async (whatIf: WhatIfInputFields) => {
      const call = ++latest.current;
      pricedKey.current = JSON.stringify(request);
      setStatus('loading');
      setFormError(null);
      try {
        const result = await compareWithWhatIf(request, whatIf, 1);
        if (call !== latest.current) return;
        setErrors({});
        setApplied(whatIf);
        onApplied?.(whatIf);
        setResponse(result);
        setPlans(result.plans);
        setStatus('ready');
      } catch (error) {
        if (call !== latest.current) return;
        if (error instanceof ApiRequestError && error.status === 400) {
          const { field, message } = errorOfField(
            error.error?.field,
            error.error?.message ?? FAILED,
          );
          setErrors(field ? { [field]: message } : {});
          setFormError(field ? null : message);
        } else setFormError(FAILED);
        setStatus('error');
      }
    },
    [request, onApplied],
  );

  const pricedLinked = useRef(false);
  useEffect(() => {
    if (!linked || pricedLinked.current) return;
    pricedLinked.current = true;
    void run(linked);
  }, [linked, run]);

  const apply = useCallback(() => {
    const whatIf = whatIfOfForm(form);
    if (!whatIf) {
      setFormError('Tick at least one change to try.');
      return;
    }
    void run(whatIf);
  }, [form, run]);

  // The comparison above changed: price the applied change on it again.
  useEffect(() => {
    if (pricedKey.current === key || !applied) return;
    // Once the visitor pauses typing, as the comparison above does.
    const timer = setTimeout(() => {
      void run(applied);
    }, RERUN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, applied, run]);

  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loadMore = useCallback(async () => {
    if (!response || !applied) return;
    setMore('loading');
    try {
      const next = await compareWithWhatIf(request, applied, response.page + 1);
      setResponse(next);
      setPlans((shown) => [...shown, ...next.plans]);
      setMore('idle');
    } catch {
      setMore('failed');
    }
  }, [request, response, applied]);

  const update = useCallback(
    (change: Partial<WhatIfForm>) => setForm((f) => ({ ...f, ...change })),
    [],
  );

  return {
    form,
    update,
    apply,
    status,
    errors,
    formError,
    response,
    plans,
    more,
    loadMore,
  };
}
