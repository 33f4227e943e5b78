import { useEffect, useState } from 'react';

export type ChunkLoad<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly chunk: T }
  | { readonly status: 'failed' };

/**
 * A lazily loaded chunk, loaded once and kept. Unlike `React.lazy` it never
 * suspends: the caller shows the chunk when it and its data are both in,
 * in one commit, instead of React revealing a suspended boundary after its
 * fallback throttle (300 ms).
 */
export function loadedChunk<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const start = () =>
    (loading ??= load().then(
      (chunk) => (loaded = chunk),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  /** The chunk's state; it starts loading on the first call while `ask`. */
  function useChunk(ask = true): ChunkLoad<T> {
    const [state, setState] = useState<ChunkLoad<T>>(() =>
      loaded === undefined
        ? { status: 'loading' }
        : { status: 'ready', chunk: loaded },
    );
    useEffect(() => {
      if (loaded !== undefined || !ask) return;
      let current = true;
      start().then(
        (chunk) => current && setState({ status: 'ready', chunk }),
        () => current && setState({ status: 'failed' }),
      );
      return () => {
        current = false;
      };
    }, [ask]);
    return state;
  }
  return { start, useChunk };
}
