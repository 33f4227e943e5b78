/** One kept version of the current plan, priced on the saved usage. */
export interface PricedVersion {
  readonly version: number;
  readonly firstSeenAt: string;
  /** Null when the engine cannot price it. */
  readonly annualCostIncGst: number | null;
}

/** A rise under a dollar a year is rounding, not a price change. */
const MIN_RISE_DOLLARS = 1;

/**
 * Whether the current plan's price rose, read from its published versions:
 * the newest version against the one the comparison last saw, both priced
 * on the saved usage. Undefined when the history cannot say (no version
 * seen yet, or it is no longer among those read): the caller then judges
 * by the cost stored at save or at the last check. Null when no newer
 * version was published or it is not dearer.
 */
export function riseFromHistory(
  newestFirst: readonly PricedVersion[],
  seenVersion: number | null,
): { from: number; to: number } | null | undefined {
  const latest = newestFirst[0];
  if (!latest || seenVersion === null) return undefined;
  const baseline = newestFirst.find((v) => v.version === seenVersion);
  if (!baseline) return undefined;
  if (baseline.version >= latest.version) return null;
  const from = baseline.annualCostIncGst;
  const to = latest.annualCostIncGst;
  if (from === null || to === null) return undefined;
  return to - from >= MIN_RISE_DOLLARS ? { from, to } : null;
}
