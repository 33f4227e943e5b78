import { describe, expect, it } from 'vitest';
import { schedules } from '#manifest/schedules';
import { nextRun, parseScheduleExpression } from './schedule-expression.ts';

const at = (iso: string) => new Date(iso);

describe('schedule expressions', () => {
  it('runs a rate one interval after the last run', () => {
    const every6h = parseScheduleExpression('rate(6 hours)');
    expect(nextRun(every6h, at('2026-11-24T00:00:00Z'))).toEqual(
      at('2026-11-24T06:00:00Z'),
    );
    expect(
      nextRun(
        parseScheduleExpression('rate(1 minute)'),
        at('2026-11-24T00:00:30Z'),
      ),
    ).toEqual(at('2026-11-24T00:01:30Z'));
  });

  it('runs a daily cron at 8am Brisbane time, 22:00 UTC the day before', () => {
    const daily = parseScheduleExpression('cron(0 8 * * ? *)');
    expect(
      nextRun(daily, at('2026-11-24T21:45:00Z'), 'Australia/Brisbane'),
    ).toEqual(at('2026-11-24T22:00:00Z'));
    expect(
      nextRun(daily, at('2026-11-24T22:00:00Z'), 'Australia/Brisbane'),
    ).toEqual(at('2026-11-25T22:00:00Z'));
  });

  it('runs a weekly cron on the named day only', () => {
    const weekly = parseScheduleExpression('cron(0 8 ? * MON *)');
    // Wednesday 25 November 2026, 10am in Brisbane: next is Monday 30 November.
    expect(
      nextRun(weekly, at('2026-11-25T00:00:00Z'), 'Australia/Brisbane'),
    ).toEqual(at('2026-11-29T22:00:00Z'));
  });

  it('reads steps, ranges, lists and numbered days (1 is Sunday)', () => {
    const cron = parseScheduleExpression('cron(*/15 9-10 ? * 1,7 *)');
    // Sunday 29 November 2026, 10:50 UTC.
    expect(nextRun(cron, at('2026-11-29T10:50:00Z'))).toEqual(
      at('2026-12-05T09:00:00Z'),
    );
  });

  it('refuses what it cannot honour rather than running at the wrong time', () => {
    for (const text of [
      'cron(0 8 L * ? *)',
      'cron(0 8 * *)',
      'at(2026-01-01T00:00:00)',
      'rate(0 hours)',
    ])
      expect(() => parseScheduleExpression(text), text).toThrow();
  });

  it('understands every schedule the manifest declares', () => {
    for (const job of schedules) {
      const next = nextRun(
        parseScheduleExpression(job.expression),
        at('2026-11-24T00:00:00Z'),
        job.timeZone,
      );
      expect(next, job.id).toBeInstanceOf(Date);
    }
  });
});
