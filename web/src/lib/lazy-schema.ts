import type { z } from 'zod';

/**
 * The API's own zod schema for a form, loaded on first use instead of with
 * the page: zod is ~24 KiB gzip. `preload` starts the download when the form
 * gets focus. `safeParse` gives `undefined` if the chunk cannot load (say,
 * after a deploy); the API then runs the same check.
 */
export function lazySchema<T extends z.ZodType>(load: () => Promise<T>) {
  let loading: Promise<T | undefined> | undefined;
  const get = () => {
    loading ??= load().catch(() => {
      loading = undefined;
      return undefined;
    });
    return loading;
  };
  return {
    preload: () => void get(),
    safeParse: async (value: unknown) => (await get())?.safeParse(value),
  };
}
