import type { EnergyUnit } from '../usage/usage-profile.ts';
import type { BlockPeriod, BlockRate } from './block-rates.ts';

/** How a usage bucket is shown: its CDR type and a label per block step. */
export interface BucketLabel {
  /** CDR rate type (`PEAK`, `OFF_PEAK`…) or `SINGLE_RATE`, `FEED_IN`… */
  readonly type: string;
  /** One full label per price step, e.g. `Summer · Anytime · first 6 kWh a day`. */
  readonly steps: readonly string[];
}

const TYPE_LABELS: Record<string, string> = {
  PEAK: 'Peak',
  OFF_PEAK: 'Off peak',
  SHOULDER: 'Shoulder',
  SOLAR_SPONGE: 'Solar sponge',
};

/** `OFF_PEAK` → `Off peak`; unknown types are sentence-cased. */
export function rateTypeLabel(type: string): string {
  const known = TYPE_LABELS[type];
  if (known) return known;
  const words = type.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names retailers give that tell a customer nothing (`Rate`, `Tariff 2`). */
const PLACEHOLDER = /^(rate|tariff|period|price|usage)\s*\d*$/i;

/** The CDR `displayName` when it says something, else `fallback`. */
export function displayLabel(
  name: string | undefined,
  fallback: string,
): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' || PLACEHOLDER.test(trimmed) ? fallback : trimmed;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** `12-01`, `03-31` → `1 Dec–31 Mar`. */
export function monthDayRangeLabel(startDate: string, endDate: string): string {
  const day = (text: string) =>
    `${Number(text.slice(3, 5))} ${MONTHS[Number(text.slice(0, 2)) - 1]}`;
  return `${day(startDate)}–${day(endDate)}`;
}

/** `2025-01-31` → `Jan 2025`. */
export function monthLabel(isoDate: string): string {
  return `${MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;
}

const PERIOD_WORDS: Record<BlockPeriod['unit'], [string, string]> = {
  D: ['a day', 'days'],
  W: ['a week', 'weeks'],
  M: ['a month', 'months'],
  Y: ['a year', 'years'],
};

/** `P1D` → `a day`, `P3M` → `a quarter`, `P2M` → `every 2 months`. */
export function periodPhrase(period: BlockPeriod): string {
  if (period.unit === 'M' && period.count === 3) return 'a quarter';
  const [one, many] = PERIOD_WORDS[period.unit];
  return period.count === 1 ? one : `every ${period.count} ${many}`;
}

const amount = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(2);

/**
 * Step phrases of a block rate: `first 6000 MJ every 2 months`, `next
 * 6000 MJ`, `over 12000 MJ every 2 months`.
 */
export function stepPhrases(rate: BlockRate, unit: EnergyUnit): string[] {
  const name = unit === 'MJ' ? 'MJ' : 'kWh';
  const per = periodPhrase(rate.period);
  const last = rate.pricesDollars.length - 1;
  let before = 0;
  return rate.pricesDollars.map((_, i) => {
    const volume = rate.volumes[i] ?? 0;
    const phrase =
      i === last
        ? `over ${amount(before)} ${name} ${per}`
        : i === 0
          ? `first ${amount(volume)} ${name} ${per}`
          : `next ${amount(volume)} ${name}`;
    before += volume;
    return phrase;
  });
}

/** Where a bucket's labels come from. */
export interface LabelSource {
  /** What the customer would call the rate, e.g. `Peak`, `Anytime`. */
  readonly name: string;
  readonly type: string;
  readonly unit: EnergyUnit;
  /** Season (tariff period) name, when the plan has several. */
  readonly season: string | undefined;
}

/** Labels a bucket: season, rate name and, for a stepped rate, the step. */
export function bucketLabel(source: LabelSource, rate: BlockRate): BucketLabel {
  const base = [source.season, source.name].filter(Boolean).join(' · ');
  const steps =
    rate.pricesDollars.length === 1
      ? [base]
      : stepPhrases(rate, source.unit).map((phrase) => `${base} · ${phrase}`);
  return { type: source.type, steps };
}
