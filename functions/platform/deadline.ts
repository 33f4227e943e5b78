import { AsyncLocalStorage } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';

/**
 * Kept back from the function budget: time to turn a deadline hit into a
 * 503 and send it before the platform kills the invocation.
 */
export const DEADLINE_MARGIN_MS = 1_000;

/** The invocation's deadline passed: the caller is told to retry. */
export class DeadlineExceededError extends Error {
  constructor(budgetMs: number) {
    super(`No answer inside the ${budgetMs} ms deadline`);
    this.name = 'DeadlineExceeded';
  }
}

const scope = new AsyncLocalStorage<AbortSignal>();

/** The deadline of the invocation running now; none outside one. */
export const deadlineSignal = (): AbortSignal | undefined => scope.getStore();

/**
 * Runs `work` with a deadline `remainingMs - DEADLINE_MARGIN_MS` from now:
 * every database call it makes, however deep, sees the same signal.
 */
export async function withDeadline<T>(
  remainingMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const budgetMs = Math.max(0, remainingMs - DEADLINE_MARGIN_MS);
  const controller = new AbortController();
  // Every database call of the invocation listens while it runs, and one
  // invocation may make more than Node's default of ten at once.
  setMaxListeners(0, controller.signal);
  const timer = setTimeout(
    () => controller.abort(new DeadlineExceededError(budgetMs)),
    budgetMs,
  );
  try {
    return await scope.run(controller.signal, () => work(controller.signal));
  } finally {
    clearTimeout(timer);
  }
}

/** Rejects with the signal's reason once it aborts. */
export function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else
      signal.addEventListener('abort', () => reject(signal.reason), {
        once: true,
      });
  });
}

/**
 * Starts `work` unless the signal has aborted, and settles as it does, or
 * rejects with the signal's reason if that aborts first. Its listener goes
 * once `work` settles: every database call of an invocation races the one
 * deadline signal, and they must not pile up on it.
 */
export async function raceAbort<T>(
  work: () => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  signal.throwIfAborted();
  let stop = () => {};
  const aborted = new Promise<never>((_, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    stop = () => signal.removeEventListener('abort', onAbort);
  });
  try {
    return await Promise.race([work(), aborted]);
  } finally {
    stop();
  }
}
