import type { UsageInput } from '#shared/contracts/compare';
import type { MeterExtras } from '#shared/domain/compare/usage-for-charts';
import { isoDateOf } from '#shared/domain/usage/civil-date';
import { profileFromNem12 } from '#shared/domain/usage/nem12-profile';
import {
  type Nem12Channel,
  type Nem12File,
  qualityCounts,
} from '#shared/domain/usage/nem12-types';
import { formatKwh } from '#shared/format/money-and-dates';

/** The API takes at most a year (a leap year) of readings. */
export const MAX_DAYS = 366;
/** The API's largest half-hour reading; beyond this is not a small site. */
export const MAX_HALF_HOUR_KWH = 1000;

export type IntervalsUsage = Extract<UsageInput, { kind: 'intervals' }>;

/** One meter's readings as the compare API takes them, and what went in. */
export interface MeterUsage {
  readonly usage: IntervalsUsage;
  readonly nmi: string;
  readonly days: number;
  readonly endDate: string;
  /** Days before the last 366 that were left out. */
  readonly droppedDays: number;
  /** Import kWh, controlled load included. */
  readonly importKwh: number;
  readonly controlledLoadKwh: number;
  /** Undefined when the meter has no export (B) register. */
  readonly exportKwh: number | undefined;
  /** Readings in the kept days, over every register used. */
  readonly readings: number;
  readonly substituted: number;
  readonly estimated: number;
  /** Days with no reading for a register, counted as zero. */
  readonly missingDays: number;
  /** Gaps and controlled load, for drawing the usage as read. */
  readonly extras: MeterExtras;
  readonly summary: string;
}

/** Meter data that cannot be priced; the message is for the visitor. */
export class MeterUsageError extends Error {
  override readonly name = 'MeterUsageError';
}

/** Sums `perSlot` source intervals into each half-hour of the kept days. */
function halfHours(
  sources: ReadonlyArray<Float64Array | undefined>,
  perSlot: number,
  fromSlot: number,
  slots: number,
): number[] {
  const out = new Array<number>(slots);
  for (let s = 0; s < slots; s++) {
    let sum = 0;
    const base = (fromSlot + s) * perSlot;
    for (const source of sources) {
      for (let i = 0; i < perSlot; i++) sum += source?.[base + i] ?? 0;
    }
    // Whole watt-hours keep a year of readings small on the wire.
    out[s] = Math.round(sum * 1000) / 1000;
  }
  return out;
}

const total = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0);

function qualityOf(channels: readonly Nem12Channel[], fromDate: string) {
  let readings = 0;
  let substituted = 0;
  let estimated = 0;
  for (const channel of channels) {
    const days = [...channel.days].filter(([date]) => date >= fromDate);
    const counts = qualityCounts({ ...channel, days: new Map(days) });
    for (const [flag, n] of Object.entries(counts)) {
      readings += n;
      if (flag === 'S' || flag === 'F') substituted += n;
      if (flag === 'E') estimated += n;
    }
  }
  return { readings, substituted, estimated };
}

function checkRange(values: readonly number[], register: string): void {
  for (const value of values) {
    if (value < 0) {
      throw new MeterUsageError(
        `The ${register} readings include a negative value, which NEM12 does not allow.`,
      );
    }
    if (value > MAX_HALF_HOUR_KWH) {
      throw new MeterUsageError(
        `The ${register} readings go above ${MAX_HALF_HOUR_KWH} kWh in a half-hour; this comparison is for homes and small businesses.`,
      );
    }
  }
}

/**
 * One meter's import (E registers, controlled load included, since the API
 * has no controlled-load register) and export (B registers), summed into
 * half-hours over the last 366 whole days. Never mixes meters.
 * Throws {@link MeterUsageError} or the profile builder's error.
 */
export function meterUsageFromNem12(file: Nem12File, nmi: string): MeterUsage {
  const { profile, report } = profileFromNem12(file, { nmi });
  const perSlot = 30 / profile.intervalMinutes;
  const days = Math.min(profile.days, MAX_DAYS);
  const droppedDays = profile.days - days;
  const startDate = isoDateOf(profile.startEpochDay + droppedDays);
  const args = [perSlot, droppedDays * 48, days * 48] as const;
  const importKwh = halfHours(
    [profile.importPerInterval, profile.controlledLoadPerInterval],
    ...args,
  );
  const loadHalfHours = profile.controlledLoadPerInterval
    ? halfHours([profile.controlledLoadPerInterval], ...args)
    : undefined;
  const controlledLoad = loadHalfHours ? total(loadHalfHours) : 0;
  const exportKwh = profile.exportPerInterval
    ? halfHours([profile.exportPerInterval], ...args)
    : undefined;
  checkRange(importKwh, 'import');
  if (exportKwh) checkRange(exportKwh, 'export');
  const usedSuffixes = new Set(
    report.channels.filter((c) => c.role !== 'ignored').map((c) => c.suffix),
  );
  const used = file.channels.filter(
    (c) => c.nmi === nmi && usedSuffixes.has(c.suffix),
  );
  const quality = qualityOf(used, startDate);
  const missingDates = report.missingDays.filter((d) => d >= startDate);
  const result = {
    usage: {
      kind: 'intervals' as const,
      startDate,
      intervalMinutes: 30 as const,
      importKwh,
      ...(exportKwh && { exportKwh }),
    },
    nmi,
    days,
    endDate: isoDateOf(profile.startEpochDay + profile.days - 1),
    droppedDays,
    importKwh: total(importKwh),
    controlledLoadKwh: controlledLoad,
    exportKwh: exportKwh && total(exportKwh),
    ...quality,
    missingDays: missingDates.length,
    extras: {
      missingDates,
      ...(loadHalfHours && { controlledLoadKwh: loadHalfHours }),
    },
  };
  return { ...result, summary: summaryOf(result) };
}

/** "NEM12 meter 6305…: 365 days, 4,812 kWh used, 1,903 kWh exported". */
export function summaryOf(
  meter: Omit<MeterUsage, 'summary' | 'usage' | 'endDate' | 'extras'>,
): string {
  const parts = [
    `${meter.days.toLocaleString('en-AU')} ${meter.days === 1 ? 'day' : 'days'}`,
    `${formatKwh(meter.importKwh)} used`,
  ];
  if (meter.controlledLoadKwh > 0) {
    parts[1] += ` (${formatKwh(meter.controlledLoadKwh)} controlled load)`;
  }
  if (meter.exportKwh !== undefined) {
    parts.push(`${formatKwh(meter.exportKwh)} exported`);
  }
  const adjusted = meter.substituted + meter.estimated;
  if (adjusted > 0) {
    parts.push(
      `${adjusted.toLocaleString('en-AU')} of ${meter.readings.toLocaleString('en-AU')} readings estimated or substituted`,
    );
  }
  const tail = meter.droppedDays > 0 ? ' (the latest 366 days)' : '';
  return `NEM12 meter ${meter.nmi}: ${parts.join(', ')}${tail}`;
}
