import { EventSource } from '#shared/events/event-names';
import type { EventPattern } from './events.ts';
import type { TableAccess } from './routes.ts';

/**
 * A queue fed by a bus rule and drained by one function in batches: SQS
 * with a dead-letter queue in AWS, the local queue in the local stack.
 */
export interface QueueDefinition {
  /** PascalCase id; the CDK construct ids start with it. */
  readonly id: string;
  /** Module under `functions/handlers/`, exporting `handler` (SQS event). */
  readonly handler: string;
  /** Events the rule puts on the queue. */
  readonly pattern: EventPattern;
  readonly batchSize: number;
  /**
   * Receives before a message moves to the dead-letter queue; the last
   * comes at least `timeoutSeconds` after the one before (locally as in
   * SQS, whose visibility timeout is longer than the function's).
   */
  readonly maxReceiveCount: number;
  readonly timeoutSeconds: number;
  readonly table: TableAccess;
  readonly sendsMail: boolean;
}

export const queues: readonly QueueDefinition[] = [
  {
    // Re-ranks saved comparisons after a price update; one alert per version.
    id: 'PriceAlerts',
    handler: 'queues/check-price-alerts',
    pattern: {
      source: [EventSource.catalogue],
      'detail-type': ['PriceAlertCheckRequested'],
    },
    batchSize: 5,
    maxReceiveCount: 3,
    // Also the lease of an alert claim: a claim older than this was left
    // by an attempt that was cut off and is taken over.
    timeoutSeconds: 60,
    // Reads the catalogue; writes the watches, their links and the counters.
    table: 'readWrite',
    sendsMail: true,
  },
];
