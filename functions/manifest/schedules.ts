import type { TableAccess } from './routes.ts';

/** Jobs run on a schedule, declared once for the CDK stack and the local scheduler. */
export interface ScheduleDefinition {
  readonly id: string;
  /** Module under `functions/handlers/`, exporting `handler`. */
  readonly handler: string;
  /** EventBridge Scheduler expression: `rate(...)` or `cron(...)`. */
  readonly expression: string;
  /** IANA zone a `cron(...)` is read in. @default UTC */
  readonly timeZone?: string;
  readonly timeoutSeconds: number;
  readonly table: TableAccess;
  /** Reads published plans from the CDR product API. */
  readonly readsPlanSource?: boolean;
  /** E-mails staff (the SES identity and the mail settings). */
  readonly sendsMail?: boolean;
  /** Puts events on the bus. */
  readonly publishes?: boolean;
}

/** Queensland's zone: AEST all year, so "8am AEST" never moves. */
const AEST = 'Australia/Brisbane';

export const schedules: readonly ScheduleDefinition[] = [
  {
    // Retailers publish changes any day; four runs a day keep rates fresh.
    id: 'ImportPlans',
    handler: 'jobs/import-plans',
    expression: 'rate(6 hours)',
    timeoutSeconds: 900,
    table: 'readWrite',
    readsPlanSource: true,
    // CatalogueUpdated, once the run completed with changes.
    publishes: true,
  },
  {
    // Before the working day: yesterday's leads and who is still waiting.
    id: 'DailyLeadReport',
    handler: 'jobs/send-daily-report',
    expression: 'cron(0 8 * * ? *)',
    timeZone: AEST,
    timeoutSeconds: 60,
    table: 'read',
    sendsMail: true,
  },
  {
    id: 'WeeklyLeadReport',
    handler: 'jobs/send-weekly-report',
    expression: 'cron(0 8 ? * MON *)',
    timeZone: AEST,
    timeoutSeconds: 60,
    table: 'read',
    sendsMail: true,
  },
];
