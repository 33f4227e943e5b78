/** Jobs run on a schedule, declared once for the CDK stack. */
export interface ScheduleDefinition {
  readonly id: string;
  /** Module under `functions/handlers/`, exporting `handler`. */
  readonly handler: string;
  /** EventBridge Scheduler expression. */
  readonly expression: string;
  readonly timeoutSeconds: number;
  /** Puts events on the bus. */
  readonly publishes?: boolean;
}

export const schedules: readonly ScheduleDefinition[] = [
  {
    // Retailers publish changes any day; four runs a day keep rates fresh.
    id: 'ImportPlans',
    handler: 'jobs/import-plans',
    expression: 'rate(6 hours)',
    timeoutSeconds: 900,
    // CatalogueUpdated, once the run completed with changes.
    publishes: true,
  },
];
