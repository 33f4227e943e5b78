import { AUSTRALIAN_TIME_ZONE } from '../format/money-and-dates.ts';

const sydneyDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: AUSTRALIAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Sydney calendar day of an instant, `YYYY-MM-DD`. */
export function sydneyDay(iso: string): string {
  return sydneyDate.format(new Date(iso));
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);

/** Every Sydney day from the one holding `from` to the one holding `to`. */
export function sydneyDaysBetween(from: string, to: string): string[] {
  const last = sydneyDay(to);
  const days: string[] = [];
  for (let day = sydneyDay(from); day <= last; day = nextDay(day)) {
    days.push(day);
  }
  return days;
}

/** Instants counted by the Sydney day they fall on, one entry per day. */
export function countPerSydneyDay(
  days: readonly string[],
  instants: readonly string[],
): number[] {
  const index = new Map(days.map((day, i) => [day, i]));
  const counts = days.map(() => 0);
  for (const instant of instants) {
    const i = index.get(sydneyDay(instant));
    if (i !== undefined) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}
