/**
 * A consumer refusing an event because another delivery of the same event
 * is still sending it (Powertools idempotency): not a failure of this
 * delivery, so it waits for that one instead of spending its retries and
 * being parked while the e-mail goes out.
 */
export const isInProgressElsewhere = (error: unknown) =>
  error instanceof Error && error.name === 'IdempotencyAlreadyInProgressError';

/** How often a delivery waiting on another one asks again. */
export const IN_PROGRESS_POLL_MS = 250;

/**
 * How long to wait at most: the other delivery's record expires with its
 * function's budget, after which this one runs or fails for itself.
 */
export const inProgressWaitMs = (timeoutSeconds = 10) =>
  timeoutSeconds * 1000 + IN_PROGRESS_POLL_MS;
