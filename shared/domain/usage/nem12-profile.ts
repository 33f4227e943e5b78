import { epochDayOf, isoDateOf } from './civil-date.ts';
import type {
  Nem12Channel,
  Nem12File,
  Nem12IntervalMinutes,
} from './nem12-types.ts';
import { qualityCounts } from './nem12-types.ts';
import {
  createUsageProfile,
  type IntervalMinutes,
  intervalsPerDay,
  type UsageProfile,
} from './usage-profile.ts';

/** A NEM12 file that cannot become one meter's profile. */
export class Nem12ProfileError extends Error {
  override readonly name = 'Nem12ProfileError';
}

/** How a channel was used. */
export type ChannelRole = 'import' | 'controlledLoad' | 'export' | 'ignored';

/** Options for {@link profileFromNem12}. */
export interface Nem12ProfileOptions {
  /** The meter to use; required when the file holds several NMIs. */
  readonly nmi?: string;
  /** Import suffixes billed as controlled load. @default ['E2','E3'] */
  readonly controlledLoadSuffixes?: readonly string[];
}

/** What went into a NEM12 profile, for display and audit. */
export interface Nem12ProfileReport {
  readonly nmi: string;
  /** All NMIs in the file (other meters are reported, never mixed in). */
  readonly nmisInFile: readonly string[];
  readonly channels: ReadonlyArray<{
    readonly suffix: string;
    readonly role: ChannelRole;
    readonly unit: string;
    readonly intervalMinutes: Nem12IntervalMinutes;
    readonly totalKwh: number;
    readonly quality: Record<string, number>;
  }>;
  /** Days inside the range with no data for a used channel (filled with 0). */
  readonly missingDays: readonly string[];
}

function roleOf(channel: Nem12Channel, clSuffixes: readonly string[]) {
  if (channel.unit !== 'KWH') return 'ignored';
  if (channel.suffix.startsWith('B')) return 'export';
  if (!channel.suffix.startsWith('E')) return 'ignored';
  return clSuffixes.includes(channel.suffix) ? 'controlledLoad' : 'import';
}

function pickNmi(file: Nem12File, nmi: string | undefined): string {
  if (nmi !== undefined) {
    if (!file.nmis.includes(nmi)) {
      throw new Nem12ProfileError(
        `NMI ${nmi} is not in the file (found ${file.nmis.join(', ')})`,
      );
    }
    return nmi;
  }
  const [only, ...others] = file.nmis;
  if (only === undefined) throw new Nem12ProfileError('the file has no meters');
  if (others.length > 0) {
    throw new Nem12ProfileError(
      `the file holds ${file.nmis.length} meters (${file.nmis.join(', ')}); choose one NMI`,
    );
  }
  return only;
}

/**
 * Builds one meter's {@link UsageProfile} from a parsed NEM12 file: E1 (and
 * other E registers) as import, E2/E3 as controlled load, B registers as
 * export. Channels at different lengths are summed to the coarsest length.
 */
export function profileFromNem12(
  file: Nem12File,
  options: Nem12ProfileOptions = {},
): { profile: UsageProfile; report: Nem12ProfileReport } {
  const nmi = pickNmi(file, options.nmi);
  const clSuffixes = options.controlledLoadSuffixes ?? ['E2', 'E3'];
  const channels = file.channels.filter((c) => c.nmi === nmi);
  const used = channels.filter((c) => roleOf(c, clSuffixes) !== 'ignored');
  if (!used.some((c) => roleOf(c, clSuffixes) === 'import')) {
    throw new Nem12ProfileError(`NMI ${nmi} has no kWh import (E) channel`);
  }
  const dates = used.flatMap((c) => [...c.days.keys()]).sort();
  if (dates.length === 0) {
    throw new Nem12ProfileError(`NMI ${nmi} has no interval (300) records`);
  }
  const first = epochDayOf(dates[0] ?? '');
  const days = epochDayOf(dates[dates.length - 1] ?? '') - first + 1;
  const intervalMinutes = commonInterval(used);
  const length = days * intervalsPerDay(intervalMinutes);
  const sums = {
    import: new Float64Array(length),
    controlledLoad: undefined as Float64Array | undefined,
    export: undefined as Float64Array | undefined,
  };
  const missing = new Set<string>();
  for (const channel of used) {
    const role = roleOf(channel, clSuffixes) as Exclude<ChannelRole, 'ignored'>;
    sums[role] ??= new Float64Array(length);
    addChannel(channel, sums[role], first, days, intervalMinutes, missing);
  }
  const profile = createUsageProfile({
    startDate: isoDateOf(first),
    intervalMinutes,
    importPerInterval: sums.import,
    ...(sums.controlledLoad && {
      controlledLoadPerInterval: sums.controlledLoad,
    }),
    ...(sums.export && { exportPerInterval: sums.export }),
  });
  const report: Nem12ProfileReport = {
    nmi,
    nmisInFile: file.nmis,
    channels: channels.map((c) => channelReport(c, clSuffixes)),
    missingDays: [...missing].sort(),
  };
  return { profile, report };
}

function channelReport(
  channel: Nem12Channel,
  clSuffixes: readonly string[],
): Nem12ProfileReport['channels'][number] {
  return {
    suffix: channel.suffix,
    role: roleOf(channel, clSuffixes),
    unit: channel.unit,
    intervalMinutes: channel.intervalMinutes,
    totalKwh: totalOf(channel),
    quality: qualityCounts(channel),
  };
}

function addChannel(
  channel: Nem12Channel,
  target: Float64Array,
  firstDay: number,
  days: number,
  intervalMinutes: IntervalMinutes,
  missing: Set<string>,
): void {
  const perDay = intervalsPerDay(intervalMinutes);
  for (let d = 0; d < days; d++) {
    const date = isoDateOf(firstDay + d);
    const day = channel.days.get(date);
    if (!day) {
      missing.add(date);
      continue;
    }
    const ratio = intervalMinutes / day.intervalMinutes;
    for (let i = 0; i < day.values.length; i++) {
      const k = d * perDay + Math.floor(i / ratio);
      target[k] = (target[k] ?? 0) + (day.values[i] ?? 0);
    }
  }
}

/** The finest of 5/15/30 minutes that every day's length divides. */
function commonInterval(channels: readonly Nem12Channel[]): IntervalMinutes {
  const lengths = new Set<number>();
  for (const channel of channels) {
    for (const day of channel.days.values()) lengths.add(day.intervalMinutes);
  }
  const fits = (target: number) => [...lengths].every((l) => target % l === 0);
  return fits(5) ? 5 : fits(15) ? 15 : 30;
}

function totalOf(channel: Nem12Channel): number {
  let total = 0;
  for (const day of channel.days.values()) {
    for (const value of day.values) total += value;
  }
  return total;
}
