import type { ScheduleDefinition } from '#manifest/schedules';
import {
  nextRun,
  parseScheduleExpression,
  type ScheduleExpression,
} from './schedule-expression.ts';

export interface LocalScheduler {
  /** Runs a job now, as a check (`POST /_dev/jobs/run`); undefined if unknown. */
  runNow(id: string): Promise<{ result: unknown } | undefined>;
  stop(): void;
}

/** Node's timers hold at most about 24.8 days; longer waits are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs each manifest schedule when EventBridge Scheduler would, counting
 * a `rate(...)` from when the stack started. A run still going when the
 * next is due is not started twice; a failed run is logged, not retried.
 */
export function startScheduler(options: {
  readonly jobs: readonly ScheduleDefinition[];
  readonly run: (job: ScheduleDefinition) => Promise<unknown>;
  readonly now?: () => Date;
}): LocalScheduler {
  const now = options.now ?? (() => new Date());
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  let stopped = false;

  const runJob = async (job: ScheduleDefinition) => {
    running.add(job.id);
    try {
      return await options.run(job);
    } finally {
      running.delete(job.id);
    }
  };

  const arm = (job: ScheduleDefinition, expression: ScheduleExpression) => {
    if (stopped) return;
    const due = nextRun(expression, now(), job.timeZone);
    if (!due) return;
    const wait = due.getTime() - now().getTime();
    const timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return arm(job, expression);
        if (!running.has(job.id))
          runJob(job).catch((error: unknown) =>
            console.error(`[scheduler] ${job.id} failed: ${String(error)}`),
          );
        arm(job, expression);
      },
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
    // The schedules alone never keep the process alive.
    timer.unref();
    timers.set(job.id, timer);
  };

  for (const job of options.jobs)
    arm(job, parseScheduleExpression(job.expression));

  return {
    async runNow(id) {
      const job = options.jobs.find((j) => j.id === id);
      if (!job) return undefined;
      return { result: await runJob(job) };
    },
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
