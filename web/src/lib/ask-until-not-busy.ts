import { ApiRequestError } from './api-client';

/** The longest `Retry-After` waited for before asking again. */
const LONGEST_WAIT_SECONDS = 5;

type Pause = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Waits `ms`, or rejects with the signal's reason once it aborts. */
export const pause: Pause = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Asks again when the API answers that it is busy (503 with `Retry-After`,
 * as it does when a request outlasts its deadline), after the wait it
 * names, up to `tries` asks in all. Only for requests that are safe to
 * repeat; any other failure, or an abort, ends it at once.
 */
export async function askUntilNotBusy<T>(
  ask: () => Promise<T>,
  {
    signal,
    tries = 3,
    wait = pause,
  }: {
    signal?: AbortSignal;
    tries?: number;
    wait?: Pause;
  } = {},
): Promise<T> {
  for (let asked = 1; ; asked++) {
    try {
      return await ask();
    } catch (error) {
      const busy =
        error instanceof ApiRequestError &&
        error.status === 503 &&
        error.retryAfterSeconds !== undefined &&
        error.retryAfterSeconds <= LONGEST_WAIT_SECONDS;
      if (!busy || asked >= tries || signal?.aborted) throw error;
      await wait(error.retryAfterSeconds * 1000, signal);
    }
  }
}
