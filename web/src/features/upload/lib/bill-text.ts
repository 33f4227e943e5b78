import { type BillBands, extractBillBands } from './bill-bands';
import {
  type BillPeriod,
  DATE_SOURCE,
  dateFromGroups,
  periodOf,
} from './bill-dates';
import { KWH, NUMBER, toNumber } from './bill-numbers';

/** What could be read from a bill's text; each figure may be missing. */
export interface BillFacts {
  readonly amountDollars?: number;
  readonly days?: number;
  readonly period?: BillPeriod;
  readonly kwh?: number;
  /** The kWh of each band the bill prints (general or time of use, controlled load, export). */
  readonly bands?: BillBands;
}

const CENTS = '(\\d{1,3}(?:,\\d{3})+\\.\\d{2}|\\d+\\.\\d{2})';
const NOT_PREVIOUS = '(?<!(?:previous|last|opening|prior)\\s+(?:bill\\s+)?)';

/** Amount keywords, most specific first. */
const AMOUNT_KEYS = [
  'total\\s+amount\\s+(?:due|payable|owing|to\\s+pay)',
  `${NOT_PREVIOUS}(?:amount|total|balance)\\s+(?:due|payable|owing|to\\s+pay)`,
  'please\\s+pay',
  'total\\s+(?:of\\s+)?(?:this\\s+bill|new\\s+charges|charges|bill|inc(?:l|luding)?\\.?\\s+gst)',
  'new\\s+charges',
];

function amountOf(text: string): number | undefined {
  for (const key of AMOUNT_KEYS) {
    const near = new RegExp(`${key}[\\s:–-]*(?:\\$\\s*)?${CENTS}`, 'i');
    const far = new RegExp(`${key}[^$]{0,60}?\\$\\s*${NUMBER}`, 'i');
    const match = near.exec(text) ?? far.exec(text);
    if (match?.[1]) return toNumber(match[1]);
  }
  return undefined;
}

const PERIOD_SEPARATOR = '\\s*(?:to|until|through|thru|-|–|—)\\s*';
const RANGE = new RegExp(
  `${DATE_SOURCE}${PERIOD_SEPARATOR}${DATE_SOURCE}`,
  'gi',
);
const PERIOD_KEY =
  /(?:billing|supply|bill|billed|service|usage|account)?\s*period|from/i;

/** The first date range, preferring one right after "billing period". */
function periodFrom(text: string): BillPeriod | undefined {
  const periods: Array<{ period: BillPeriod; keyed: boolean }> = [];
  for (const match of text.matchAll(RANGE)) {
    const start = dateFromGroups(match, 1);
    const end = dateFromGroups(match, 7);
    const period = start && end && periodOf(start, end);
    if (!period) continue;
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    periods.push({ period, keyed: PERIOD_KEY.test(before) });
  }
  return (periods.find((p) => p.keyed) ?? periods[0])?.period;
}

const DAY_PATTERNS = [
  /(?:number\s+of\s+days|no\.?\s+of\s+days|billing\s+days|days\s+in\s+(?:the\s+)?(?:billing\s+)?period|\bdays)\s*[:=-]?\s*(\d{1,3})(?![\d.,]|\s*(?:kwh|c\b|cents|%|x\b))/i,
  /\((\d{1,3})\s*days?\)/i,
  /(\d{1,3})\s*days?\s*(?:x|×|@|at)\s*\$?\d/i,
  /period[^\d$]{0,30}?(\d{1,3})\s*days\b/i,
];

function daysOf(text: string): number | undefined {
  for (const pattern of DAY_PATTERNS) {
    const days = Number(pattern.exec(text)?.[1]);
    if (days >= 1 && days <= 366) return days;
  }
  return undefined;
}

const KWH_PATTERNS = [
  new RegExp(
    `total\\s+(?:(?:electricity|energy|general)\\s+)?(?:usage|consumption|used|use)[^\\d$]{0,40}?${KWH}`,
    'i',
  ),
  new RegExp(
    `(?:you|we\\s+estimate\\s+you)\\s+(?:have\\s+)?used[^\\d$]{0,20}?${KWH}`,
    'i',
  ),
  new RegExp(`${KWH}\\s+(?:used|consumed|in\\s+total)`, 'i'),
];
const GENERIC_KWH = new RegExp(
  `(?<!(?:daily|average|avg\\.?|peak|shoulder|controlled\\s+load)\\s+)(?:usage|consumption)[^\\d$]{0,40}?${KWH}`,
  'gi',
);

function kwhOf(text: string): number | undefined {
  for (const pattern of KWH_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) return toNumber(match[1]);
  }
  // A lone "usage N kWh" is the total; several (peak, off-peak…) are parts.
  const values = new Set(
    [...text.matchAll(GENERIC_KWH)].map((m) => toNumber(m[1] ?? '')),
  );
  return values.size === 1 ? [...values][0] : undefined;
}

/**
 * Reads the amount due, the billing period (two dates, else "N days") and
 * the kWh used from a bill's text, in the wording Australian retailers use.
 * Figures it cannot find are left out; the visitor confirms them all.
 */
export function extractBillFacts(rawText: string): BillFacts {
  const text = rawText.replace(/\s+/g, ' ');
  const amountDollars = amountOf(text);
  const period = periodFrom(text);
  const days = period?.days ?? daysOf(text);
  const kwh = kwhOf(text);
  const bands = extractBillBands(text);
  return {
    ...(amountDollars !== undefined && { amountDollars }),
    ...(days !== undefined && { days }),
    ...(period && { period }),
    ...(kwh !== undefined && { kwh }),
    ...(Object.keys(bands).length > 0 && { bands }),
  };
}
