import { createHash } from 'node:crypto';
import { WriteConflict } from '#platform/port-errors';
import type { RateDecision, RateWindowHit } from '#platform/ports';
import { tableName } from './client.ts';
import {
  absentOrExpired,
  applied,
  conditionalUpdate,
  whileLive,
  writeItems,
} from './conditional-write.ts';
import { Entity, rateWindowKey } from './keys.ts';
import { EXPIRES_AT, getItem } from './reads.ts';

/** One counted submission: when, and what it was (a hash). */
export interface RateHit {
  /** Epoch milliseconds. */
  readonly at: number;
  readonly key: string;
}

const submissionHash = (submission: string) =>
  createHash('sha256').update(submission).digest('base64url').slice(0, 16);

/**
 * The sliding-window rule: a submission is let through when fewer than
 * `limit` others were counted in the `windowMs` before it (not in the
 * current calendar minute, which would let a burst straddle two
 * minutes). Refused submissions are not counted, so `Retry-After` is the
 * moment the oldest counted one leaves the window.
 */
export function slidingWindowDecision(
  hits: readonly RateHit[],
  next: RateHit,
  limit: number,
  windowMs: number,
): RateDecision {
  const recent = hits
    .filter((hit) => hit.at > next.at - windowMs && hit.at <= next.at)
    .sort((a, b) => a.at - b.at);
  if (recent.some((hit) => hit.key === next.key))
    return { allowed: true, counted: false };
  if (recent.length < limit) return { allowed: true, counted: true };
  const frees = (recent[recent.length - limit]?.at ?? next.at) + windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((frees - next.at) / 1000)),
  };
}

const hitsOf = (item: Record<string, unknown> | undefined): RateHit[] =>
  Array.isArray(item?.hits) ? (item.hits as RateHit[]) : [];

/**
 * Counts one submission against a sliding window. Hits are kept in the
 * item of the calendar window they fall in (which expires a window after
 * it closes); the decision reads that one and the one before. The write
 * is conditional on the current item not having changed since it was
 * read, so two racing submissions cannot both take the last place.
 */
export async function hitRateWindow(hit: RateWindowHit): Promise<RateDecision> {
  const { route, clientId, windowSeconds, nowMs, limit } = hit;
  const seconds = Math.floor(nowMs / 1000);
  const windowStart = seconds - (seconds % windowSeconds);
  const keyOf = async (start: number) =>
    rateWindowKey(route, await clientId(start), start);
  const next = { at: nowMs, key: submissionHash(hit.submission) };
  // Five tries: each lost one means another submission was counted meanwhile.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [previous, current] = await Promise.all(
      [windowStart - windowSeconds, windowStart].map(async (start) =>
        getItem({
          TableName: tableName(),
          Key: await keyOf(start),
          ConsistentRead: true,
        }),
      ),
    );
    const currentHits = hitsOf(current);
    const decision = slidingWindowDecision(
      [...hitsOf(previous), ...currentHits],
      next,
      limit,
      windowSeconds * 1000,
    );
    if (!decision.allowed || !decision.counted) return decision;
    // Unchanged since read: absent or expired then, or as many hits.
    const unchanged = current
      ? whileLive(
          {
            expression: 'size(hits) = :seen',
            values: { ':seen': currentHits.length },
          },
          seconds,
        )
      : absentOrExpired(seconds);
    const counted = await applied(
      writeItems([
        conditionalUpdate(
          await keyOf(windowStart),
          'SET hits = :hits, entity = :entity, #expiresAt = :expiresAt',
          {
            ...unchanged,
            names: { ...unchanged.names, '#expiresAt': EXPIRES_AT },
            values: {
              ...unchanged.values,
              ':hits': [...currentHits, next],
              ':entity': Entity.rateWindow,
              ':expiresAt': windowStart + 2 * windowSeconds,
            },
          },
        ),
      ]),
    );
    if (counted) return decision;
  }
  throw new WriteConflict('changed-meanwhile', 'The rate window kept changing');
}
