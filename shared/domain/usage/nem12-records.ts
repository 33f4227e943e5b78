import type { Nem12Day, Nem12IntervalMinutes } from './nem12-types.ts';
import { Nem12ParseError } from './nem12-types.ts';

const UNIT_SCALE: Record<string, number> = { WH: 0.001, KWH: 1, MWH: 1000 };

/** Unit scale to kWh, and the unit name we store. */
export function unitScale(uom: string): { unit: string; scale: number } {
  const upper = uom.trim().toUpperCase();
  const scale = UNIT_SCALE[upper];
  return scale === undefined
    ? { unit: upper, scale: 1 }
    : { unit: 'KWH', scale };
}

/** Reads the IntervalLength field of a 200 record. */
export function parseIntervalLength(
  text: string | undefined,
  line: number,
): Nem12IntervalMinutes {
  const minutes = Number(text);
  if ([1, 5, 10, 15, 30].includes(minutes)) {
    return minutes as Nem12IntervalMinutes;
  }
  throw new Nem12ParseError(
    line,
    `interval length ${JSON.stringify(text)} is not 1, 5, 10, 15 or 30`,
  );
}

/** `CCYYMMDD` → `YYYY-MM-DD`, checking the shape. */
export function parseIntervalDate(text: string | undefined, line: number) {
  if (!text || !/^\d{8}$/.test(text)) {
    throw new Nem12ParseError(
      line,
      `interval date ${JSON.stringify(text)} is not CCYYMMDD`,
    );
  }
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/**
 * Reads a 300 record: `300, date, v1..vN, QualityMethod, ReasonCode,
 * ReasonDescription, UpdateDateTime[, MSATSLoadDateTime]`.
 */
export function parseIntervalRecord(
  fields: readonly string[],
  intervalMinutes: Nem12IntervalMinutes,
  scale: number,
  line: number,
): { date: string; day: Nem12Day } {
  const count = 1440 / intervalMinutes;
  if (fields.length !== count + 7 && fields.length !== count + 6) {
    throw new Nem12ParseError(
      line,
      `300 record has ${fields.length} fields; ${intervalMinutes}-minute ` +
        `data needs ${count} values (${count + 7} fields)`,
    );
  }
  const date = parseIntervalDate(fields[1], line);
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const text = fields[i + 2] ?? '';
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) {
      throw new Nem12ParseError(
        line,
        `interval value ${i + 1} ${JSON.stringify(text)} is not a number`,
      );
    }
    values[i] = value * scale;
  }
  const qualityMethod = (fields[count + 2] ?? '').trim();
  if (qualityMethod === '') {
    throw new Nem12ParseError(line, '300 record has no QualityMethod');
  }
  const updatedAt = (fields[count + 5] ?? '').trim();
  return {
    date,
    day: { intervalMinutes, values, qualityMethod, updatedAt, events: [] },
  };
}

/** Reads a 400 record's interval range and quality for a `V` day. */
export function parseEventRecord(
  fields: readonly string[],
  count: number,
  line: number,
): readonly [number, number, string] {
  const from = Number(fields[1]);
  const to = Number(fields[2]);
  const method = (fields[3] ?? '').trim();
  const valid =
    Number.isInteger(from) &&
    Number.isInteger(to) &&
    from >= 1 &&
    to >= from &&
    to <= count &&
    method !== '';
  if (!valid) {
    throw new Nem12ParseError(
      line,
      `400 record range ${fields[1]}-${fields[2]} is not within 1-${count}`,
    );
  }
  return [from, to, method];
}
