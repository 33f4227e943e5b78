/** Interval lengths NEM12 files use (5/15/30 are common; 1 and 10 occur). */
export type Nem12IntervalMinutes = 1 | 5 | 10 | 15 | 30;

/** A NEM12 file that cannot be read; `line` is 1-based. */
export class Nem12ParseError extends Error {
  override readonly name = 'Nem12ParseError';
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`NEM12 line ${line}: ${detail}`);
  }
}

/** One day of one channel, after revisions (the latest update wins). */
export interface Nem12Day {
  /** Interval length of this day (a meter may be reconfigured mid-file). */
  readonly intervalMinutes: Nem12IntervalMinutes;
  /** Interval values converted to kWh (or the raw unit for non-energy). */
  readonly values: Float64Array;
  /** QualityMethod as written, e.g. `A`, `S14`, `V`. */
  readonly qualityMethod: string;
  /** UpdateDateTime `CCYYMMDDhhmmss`, empty when absent. */
  readonly updatedAt: string;
  /** 400-record ranges (1-based, inclusive) for a `V` day. */
  readonly events: Array<readonly [number, number, string]>;
}

/** One data stream: an NMI's channel (suffix) from a 200 record. */
export interface Nem12Channel {
  readonly nmi: string;
  /** NMISuffix: E1 general import, E2/E3 controlled load, B1 export… */
  readonly suffix: string;
  /** Upper-cased unit after scaling: `KWH` for WH/KWH/MWH, else as written. */
  readonly unit: string;
  /** Interval length of the latest 200 record. */
  readonly intervalMinutes: Nem12IntervalMinutes;
  /** Days by `YYYY-MM-DD`. */
  readonly days: Map<string, Nem12Day>;
}

/** Everything read from one NEM12 file. */
export interface Nem12File {
  readonly fromParticipant: string;
  readonly toParticipant: string;
  readonly createdAt: string;
  readonly channels: readonly Nem12Channel[];
  /** Distinct NMIs in file order. */
  readonly nmis: readonly string[];
}

/** Interval counts per quality letter (A, E, S, F, N, …) for a channel. */
export function qualityCounts(channel: Nem12Channel): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (flag: string, n: number) => {
    counts[flag] = (counts[flag] ?? 0) + n;
  };
  for (const day of channel.days.values()) {
    const flag = day.qualityMethod.charAt(0).toUpperCase();
    if (flag !== 'V') {
      add(flag, day.values.length);
      continue;
    }
    let covered = 0;
    for (const [from, to, method] of day.events) {
      add(method.charAt(0).toUpperCase(), to - from + 1);
      covered += to - from + 1;
    }
    if (covered < day.values.length) add('V', day.values.length - covered);
  }
  return counts;
}
