import type { Context } from 'aws-lambda';
import { rejectOnAbort, withDeadline } from '../deadline.ts';
import { logger } from '../observability.ts';
import { unavailableResponse } from './error-responses.ts';

/**
 * After the deadline, how long the chain may take to turn the aborted
 * database call into its own answer before this one is sent instead.
 */
const ANSWER_GRACE_MS = 200;

type Handler<E, R> = (event: E, context: Context) => Promise<R>;

/**
 * Outermost wrapper of an HTTP route: every database call of the
 * invocation shares one deadline inside the function budget, and a route
 * still busy at the deadline answers 503 with `Retry-After` instead of
 * being killed by the platform (a 500 that may hide a committed write).
 */
export function invocationDeadline<E, R>(
  handler: Handler<E, R>,
): Handler<E, R | ReturnType<typeof unavailableResponse>> {
  return (event, context) =>
    withDeadline(context.getRemainingTimeInMillis(), (signal) => {
      let answered = false;
      const own = handler(event, context).finally(() => {
        answered = true;
      });
      const late = rejectOnAbort(signal).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, ANSWER_GRACE_MS));
        if (!answered) logger.warn('Deadline passed before the route answered');
        return unavailableResponse();
      });
      return Promise.race([own, late]);
    });
}
