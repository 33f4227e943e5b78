import { useCallback, useEffect, useState } from 'react';
import type { AdminLeadKind } from '#shared/contracts/admin';
import { useToast } from '@/components/ui/toast';
import { fetchLeadPage } from '../api/leads';

interface Row {
  readonly id: string;
}

/**
 * A lead list that pages with the server's cursor (100 a page). A failed
 * fetch shows the spec's destructive toast and leaves the list empty.
 */
export function useLeadList<T extends Row>(
  kind: AdminLeadKind,
  failure: string,
) {
  const notify = useToast();
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (from?: string) => {
      setLoading(true);
      try {
        const page = await fetchLeadPage<T>(kind, from);
        setItems((current) =>
          from ? [...current, ...page.items] : page.items,
        );
        setTotal(page.total);
        setCursor(page.nextCursor);
      } catch {
        if (!from) setItems([]);
        notify({
          title: 'Error',
          description: failure,
          variant: 'destructive',
        });
      } finally {
        setLoading(false);
      }
    },
    [kind, failure, notify],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const update = (id: string, patch: Partial<T>) =>
    setItems((current) =>
      current.map((item) => (item.id === id ? { ...item, ...patch } : item)),
    );
  const remove = (id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
    setTotal((n) => Math.max(0, n - 1));
  };

  return {
    items,
    total,
    loading,
    hasMore: cursor !== null,
    refresh: () => load(),
    loadMore: () => (cursor ? load(cursor) : Promise.resolve()),
    update,
    remove,
  };
}
