import type { BasePersistenceLayer } from '@aws-lambda-powertools/idempotency/persistence';

/**
 * What the platform's chains need from storage, as interfaces: functions/data
 * implements them and functions/wiring hands the implementations to the
 * chains, so the platform stays under every layer (docs/architecture.md).
 */

/** One submission to count against a route's sliding window. */
export interface RateWindowHit {
  readonly route: string;
  /**
   * The client as the table may keep it, for a window's start (epoch
   * seconds): a keyed hash of its address (personal data), never the
   * address (functions/platform/rate-window-client.ts).
   */
  readonly clientId: (windowStart: number) => Promise<string>;
  /**
   * What this submission is: one already counted in the window (a
   * comparison recomputed under the same id) is not counted again.
   */
  readonly submission: string;
  /** At most this many submissions in any `windowSeconds`. */
  readonly limit: number;
  readonly windowSeconds: number;
  /** Epoch milliseconds now. */
  readonly nowMs: number;
}

export type RateDecision =
  | { readonly allowed: true; readonly counted: boolean }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Counts a submission in its window and says whether it may pass. */
export type HitRateWindow = (hit: RateWindowHit) => Promise<RateDecision>;

/** Whether a staff session was signed out (its tokens are then refused). */
export type IsSessionRevoked = (tokenId: string) => Promise<boolean>;

/** A consumer's store of idempotency records (one per consumer). */
export type CreateIdempotencyStore = () => BasePersistenceLayer;

/** The storage behind the HTTP chain's rate limit and staff check. */
export interface HttpChainPorts {
  readonly hitRateWindow: HitRateWindow;
  readonly isSessionRevoked: IsSessionRevoked;
}
