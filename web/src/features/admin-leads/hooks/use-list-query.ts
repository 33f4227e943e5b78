import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminLeadKind, LeadSort } from '#shared/contracts/admin';
import { sortsOf } from '#shared/contracts/admin';
import { statusesOf } from '#shared/domain/status-machines';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DELAY_MS = 300;

/** A list's filter, order and search as the URL holds them. */
export interface ListQueryState {
  /** A status of the kind, or '' for all of them. */
  readonly status: string;
  readonly sort: LeadSort;
  /** What the server searches for (once typing paused). */
  readonly q: string;
}

/** What a list shows before staff choose: the queue's own order. */
export interface ListDefaults {
  readonly status?: string;
  readonly sort?: LeadSort;
}

/** `status=all` keeps "every status" in a link when the default is one. */
const ALL = 'all';

/**
 * The list's status, sort and search, kept in the URL (`?status=&sort=&q=`)
 * so a link, a reload or Back shows the same list; values the kind does
 * not know fall back to the defaults. What staff type is sent once they
 * pause, and written to the URL without a new history entry.
 */
export function useListQuery(kind: AdminLeadKind, defaults: ListDefaults) {
  const [params, setParams] = useSearchParams();
  const statuses: string[] = statusesOf(kind);
  const rawStatus = params.get('status');
  const status =
    rawStatus === ALL
      ? ''
      : rawStatus && statuses.includes(rawStatus)
        ? rawStatus
        : (defaults.status ?? '');
  const rawSort = params.get('sort') as LeadSort | null;
  const sort =
    rawSort && sortsOf(kind).includes(rawSort)
      ? rawSort
      : (defaults.sort ?? 'newest');
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, update]);

  const state: ListQueryState = { status, sort, q };
  return {
    state,
    text,
    setText,
    setStatus: (value: string) =>
      update({ status: value === '' && defaults.status ? ALL : value }),
    setSort: (value: LeadSort) => update({ sort: value }),
  };
}
