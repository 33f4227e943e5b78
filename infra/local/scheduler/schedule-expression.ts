/**
 * EventBridge Scheduler's `rate(...)` and `cron(...)` expressions, enough
 * for the local stack to run the manifest's schedules when AWS would.
 * Cron fields: minutes hours day-of-month month day-of-week year, with
 * `*`, `?`, lists, ranges, steps and names (`L`, `W` and `#` are refused).
 */
export type ScheduleExpression =
  | { readonly kind: 'rate'; readonly everyMs: number }
  | { readonly kind: 'cron'; readonly fields: readonly ReadonlySet<number>[] };

const UNIT_MS: Record<string, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

const MONTHS = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ');
const DAYS = 'SUN MON TUE WED THU FRI SAT'.split(' ');

/** Each field's range and, for months and days, its names (1-based). */
const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: MONTHS },
  // AWS numbers days of the week 1 (Sunday) to 7 (Saturday).
  { min: 1, max: 7, names: DAYS },
  { min: 1970, max: 2199 },
] as const;

function cronValue(token: string, field: (typeof FIELDS)[number]): number {
  const named =
    'names' in field ? field.names.indexOf(token.toUpperCase()) : -1;
  const value = named >= 0 ? named + 1 : Number(token);
  if (!Number.isInteger(value) || value < field.min || value > field.max)
    throw new Error(`Unsupported cron value "${token}"`);
  return value;
}

function parseField(text: string, field: (typeof FIELDS)[number]) {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1)
      throw new Error(`Unsupported cron step "${part}"`);
    let from: number = field.min;
    let to: number = field.max;
    if (range !== '*' && range !== '?') {
      const [a = '', b] = range.split('-');
      from = cronValue(a, field);
      to =
        b === undefined ? (stepText ? field.max : from) : cronValue(b, field);
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export function parseScheduleExpression(text: string): ScheduleExpression {
  const rate = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(text.trim());
  if (rate) {
    const everyMs = Number(rate[1]) * (UNIT_MS[rate[2] ?? ''] ?? 0);
    if (everyMs > 0) return { kind: 'rate', everyMs };
  }
  const cron = /^cron\((.+)\)$/.exec(text.trim());
  const parts = cron?.[1]?.trim().split(/\s+/) ?? [];
  if (parts.length !== FIELDS.length)
    throw new Error(`Unsupported schedule expression "${text}"`);
  return {
    kind: 'cron',
    fields: parts.map((part, i) => parseField(part, FIELDS[i] ?? FIELDS[0])),
  };
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return [
    Number(get('minute')),
    Number(get('hour')),
    Number(get('day')),
    Number(get('month')),
    DAYS.indexOf(get('weekday').toUpperCase()) + 1,
    Number(get('year')),
  ];
}

const MINUTE_MS = 60_000;
/** A cron that matches nothing within this long is treated as never due. */
const HORIZON_MS = 400 * 86_400_000;

/**
 * When the schedule next fires after `after`: for a rate, one interval
 * after `after`; for a cron, the first whole minute it matches in `timeZone`.
 */
export function nextRun(
  expression: ScheduleExpression,
  after: Date,
  timeZone = 'UTC',
): Date | undefined {
  if (expression.kind === 'rate')
    return new Date(after.getTime() + expression.everyMs);
  let t = Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const end = after.getTime() + HORIZON_MS;
  while (t <= end) {
    const fields = wallClock(new Date(t), timeZone);
    const [minute = 0] = fields;
    const hourMatches = fields
      .slice(1)
      .every((v, i) => expression.fields[i + 1]?.has(v));
    if (!hourMatches) {
      // Skip the rest of this hour: none of its minutes can match.
      t += (60 - minute) * MINUTE_MS;
      continue;
    }
    if (expression.fields[0]?.has(minute)) return new Date(t);
    t += MINUTE_MS;
  }
  return undefined;
}
