import {
  DetailType,
  EventSource,
  leadEvents,
} from '#shared/events/event-names';
import type { TableAccess } from './routes.ts';
import type { TablePartition } from './table.ts';

/** An EventBridge pattern limited to exact-value lists. */
export type EventPattern = Readonly<Record<string, readonly string[]>>;

export interface ConsumerDefinition {
  /** PascalCase id; the CDK construct id is this plus `Fn`. */
  readonly id: string;
  /** Module under `functions/handlers/`, exporting `handler`. */
  readonly handler: string;
  readonly pattern: EventPattern;
  /** Attempts after the first before the event is parked. */
  readonly retryAttempts: number;
  readonly maxEventAgeSeconds: number;
  readonly table: TableAccess;
  readonly sendsMail: boolean;
  /** Reads the site settings (read only): staff switched this mail off? */
  readonly readsSettings?: boolean;
  /** Reads published plans from the CDR product API. */
  readonly readsPlanSource?: boolean;
  /** @default 10 */
  readonly timeoutSeconds?: number;
  /** Puts events on the bus. */
  readonly publishes?: boolean;
}

/**
 * A consumer that e-mails about a new lead: two retries, then its
 * on-failure queue; of the table only its idempotency records (and any
 * further partitions it names).
 */
const leadMailer = (
  id: string,
  handler: string,
  detailType: string,
  alsoWrites: readonly TablePartition[] = [],
  readsSettings = false,
): ConsumerDefinition => ({
  id,
  handler: `events/${handler}`,
  pattern: { source: [EventSource.leads], 'detail-type': [detailType] },
  retryAttempts: 2,
  maxEventAgeSeconds: 6 * 60 * 60,
  table: { partitions: ['idempotencyRecords', ...alsoWrites] },
  sendsMail: true,
  ...(readsSettings ? { readsSettings } : {}),
});

/** A staff alert: sent only while staff have alerts switched on. */
const staffAlert = (id: string, handler: string, detailType: string) =>
  leadMailer(id, handler, detailType, [], true);

/** Event rules, declared once for the CDK stack and the local bus. */
export const consumers: readonly ConsumerDefinition[] = [
  staffAlert(
    'SendCallbackEmail',
    'send-callback-email',
    DetailType.callbackRequested,
  ),
  staffAlert(
    'SendSwitchStaffEmail',
    'send-switch-staff-email',
    DetailType.switchRequested,
  ),
  // Its own consumer, so a failed confirmation never resends the staff mail.
  leadMailer(
    'SendSwitchConfirmation',
    'send-switch-confirmation',
    DetailType.switchRequested,
  ),
  staffAlert(
    'SendContactEmail',
    'send-contact-email',
    DetailType.contactMessageReceived,
  ),
  // Writes the hashed confirmation token, then sends the link.
  leadMailer(
    'SendSubscriptionConfirmation',
    'send-subscription-confirmation',
    DetailType.subscriptionRequested,
    ['subscriptionConfirmations'],
  ),
  // Writes the hashed unsubscribe token, then sends the link.
  leadMailer(
    'SendSubscriptionWelcome',
    'send-subscription-welcome',
    DetailType.subscribed,
    ['unsubscribeTokens'],
  ),
  {
    // Refresh Prices: the API starts the run, this carries it out.
    id: 'RunPriceUpdate',
    handler: 'events/run-price-update',
    pattern: {
      source: [EventSource.catalogue],
      'detail-type': [DetailType.priceUpdateRequested],
    },
    // A failed import is logged as failed; the next trigger starts afresh.
    retryAttempts: 0,
    maxEventAgeSeconds: 15 * 60,
    table: 'readWrite',
    sendsMail: false,
    readsPlanSource: true,
    timeoutSeconds: 900,
    // CatalogueUpdated, once the run completed with changes.
    publishes: true,
  },
  // Writes the hashed confirmation and link tokens, then sends the link.
  leadMailer(
    'SendWatchConfirmation',
    'send-watch-confirmation',
    DetailType.watchRequested,
    ['watches'],
  ),
  {
    // Only the saved comparisons of the changed partitions, in batches.
    id: 'EnqueuePriceAlerts',
    handler: 'events/enqueue-price-alerts',
    pattern: {
      source: [EventSource.catalogue],
      'detail-type': [DetailType.catalogueUpdated],
    },
    retryAttempts: 2,
    maxEventAgeSeconds: 6 * 60 * 60,
    // Queries the index items of each partition: item access is not enough.
    table: 'readWrite',
    sendsMail: false,
    publishes: true,
    timeoutSeconds: 60,
  },
];

/**
 * The stream publisher: reads the table stream, keeps only new leads
 * (the filter is applied by Lambda in AWS and by the local poller).
 */
export const streamPublisher = {
  id: 'PublishLeadEvents',
  handler: 'streams/publish-lead-events',
  batchSize: 10,
  retryAttempts: 10,
  /** Logged (ERROR) for a lead whose event fails its schema; alarmed on. */
  rejectedLogMessage: 'Lead event rejected',
  filter: {
    eventName: ['INSERT'],
    dynamodb: { NewImage: { entity: { S: Object.keys(leadEvents) } } },
  },
} as const;
