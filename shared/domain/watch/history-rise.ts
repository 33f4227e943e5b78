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
 * the newest version against the one the comparison last saw (or, before
 * its first check, the one in force when it was saved), both priced on the
 * saved usage. Undefined when the history cannot say (no kept version, or
 * none as old as the comparison): the caller then judges by stored costs.
 * Null when no newer version was published or it is not dearer.
 */
export function riseFromHistory(
  newestFirst: readonly PricedVersion[],
  seen: { readonly version: number | null; readonly savedAt: string },
): { from: number; to: number } | null | undefined {
  const latest = newestFirst[0];
  if (!latest) return undefined;
  const baseline =
    seen.version !== null
      ? newestFirst.find((v) => v.version === seen.version)
      : newestFirst.find((v) => v.firstSeenAt <= seen.savedAt);
  if (!baseline) return undefined;
  if (baseline.version >= latest.version) return null;
  const from = baseline.annualCostIncGst;
  const to = latest.annualCostIncGst;
  if (from === null || to === null) return undefined;
  return to - from >= MIN_RISE_DOLLARS ? { from, to } : null;
}
