import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleDefinition } from '#manifest/schedules';
import { startScheduler } from './local-scheduler.ts';

const job = (id: string, expression: string): ScheduleDefinition => ({
  id,
  handler: `jobs/${id}`,
  expression,
  timeoutSeconds: 60,
  table: 'read',
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the local scheduler', () => {
  it('runs each job when its expression comes due, and again after', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T21:58:30.000Z') });
    const runs: string[] = [];
    const scheduler = startScheduler({
      jobs: [
        job('Every5', 'rate(5 minutes)'),
        job('At22', 'cron(0 22 * * ? *)'),
      ],
      run: async (j) => {
        runs.push(`${j.id} ${new Date().toISOString()}`);
      },
    });
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    scheduler.stop();
    expect(runs).toEqual([
      'At22 2026-11-24T22:00:00.000Z',
      'Every5 2026-11-24T22:03:30.000Z',
      'Every5 2026-11-24T22:08:30.000Z',
    ]);
  });

  it('runs nothing once stopped', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T21:58:30.000Z') });
    const run = vi.fn(async () => undefined);
    startScheduler({ jobs: [job('Every1', 'rate(1 minute)')], run }).stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a job now on request and answers with its result', async () => {
    const scheduler = startScheduler({
      jobs: [job('Report', 'cron(0 8 * * ? *)')],
      run: async (j) => ({ ran: j.id }),
    });
    expect(await scheduler.runNow('Report')).toEqual({
      result: { ran: 'Report' },
    });
    expect(await scheduler.runNow('Nope')).toBeUndefined();
    scheduler.stop();
  });
});
