import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminLeadKind } from '#shared/contracts/admin';
import type { ToastMessage } from '@/components/ui/toast-message';
import { fetchLeadPage, type LeadListParams } from '../api/leads';

interface Row {
  readonly id: string;
  readonly status?: string;
}

/**
 * A lead list that pages with the server's cursor (100 a page); the
 * status filter, order and search run on the server. Totals and status
 * counts are the server's counters. A failed fetch is told through
 * `notify` and leaves the list empty.
 */
export function useLeadList<T extends Row>(
  kind: AdminLeadKind,
  failure: string,
  params: LeadListParams,
  notify: (message: ToastMessage) => void,
) {
  const { status, sort, q } = params;
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [statusCounts, setStatusCounts] = useState<Record<string, number>>({});
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // Only the latest request may fill the list: a slow answer to an older
  // search must not replace the newer one's.
  const latest = useRef(0);

  const load = useCallback(
    async (from?: string) => {
      const request = ++latest.current;
      setLoading(true);
      try {
        const page = await fetchLeadPage<T>(kind, { status, sort, q }, from);
        if (request !== latest.current) return;
        setItems((current) =>
          from ? [...current, ...page.items] : page.items,
        );
        setTotal(page.total);
        setStatusCounts(page.statusCounts);
        setCursor(page.nextCursor);
      } catch {
        if (request !== latest.current) return;
        if (!from) setItems([]);
        notify({
          title: 'Error',
          description: failure,
          variant: 'destructive',
        });
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [kind, failure, notify, status, sort, q],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const update = (id: string, patch: Partial<T>) => {
    const before = items.find((item) => item.id === id)?.status;
    const after = patch.status;
    // The status counts follow a change staff made here, as the server's do.
    if (before && after && before !== after) {
      setStatusCounts((counts) => ({
        ...counts,
        [before]: Math.max(0, (counts[before] ?? 0) - 1),
        [after]: (counts[after] ?? 0) + 1,
      }));
    }
    setItems((current) =>
      current.map((item) => (item.id === id ? { ...item, ...patch } : item)),
    );
  };
  const remove = (id: string) => {
    const status = items.find((item) => item.id === id)?.status;
    if (status) {
      setStatusCounts((counts) => ({
        ...counts,
        [status]: Math.max(0, (counts[status] ?? 0) - 1),
      }));
    }
    setItems((current) => current.filter((item) => item.id !== id));
    setTotal((n) => Math.max(0, n - 1));
  };

  return {
    items,
    total,
    statusCounts,
    loading,
    hasMore: cursor !== null,
    refresh: () => load(),
    loadMore: () => (cursor ? load(cursor) : Promise.resolve()),
    update,
    remove,
  };
}
