/** Sources and detail types of the events the product publishes. */
export const EventSource = {
  leads: 'energy-compare.leads',
  catalogue: 'energy-compare.catalogue',
} as const;

export const DetailType = {
  callbackRequested: 'CallbackRequested',
  priceUpdateRequested: 'PriceUpdateRequested',
  switchRequested: 'SwitchRequested',
  contactMessageReceived: 'ContactMessageReceived',
  subscribed: 'Subscribed',
} as const;

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
  readonly table: 'none' | 'read' | 'readWrite';
  readonly sendsMail: boolean;
  /** Reads published plans from the CDR product API. */
  readonly readsPlanSource?: boolean;
  /** @default 10 */
  readonly timeoutSeconds?: number;
}

/** Event rules, declared once for the CDK stack and the local bus. */
export const consumers: readonly ConsumerDefinition[] = [
  {
    id: 'SendCallbackEmail',
    handler: 'events/send-callback-email',
    pattern: {
      source: [EventSource.leads],
      'detail-type': [DetailType.callbackRequested],
    },
    retryAttempts: 2,
    maxEventAgeSeconds: 6 * 60 * 60,
    table: 'readWrite',
    sendsMail: true,
  },
  {
    id: 'SendSwitchStaffEmail',
    handler: 'events/send-switch-staff-email',
    pattern: {
      source: [EventSource.leads],
      'detail-type': [DetailType.switchRequested],
    },
    retryAttempts: 2,
    maxEventAgeSeconds: 6 * 60 * 60,
    table: 'readWrite',
    sendsMail: true,
  },
  {
    // Its own consumer, so a failed confirmation never resends the staff mail.
    id: 'SendSwitchConfirmation',
    handler: 'events/send-switch-confirmation',
    pattern: {
      source: [EventSource.leads],
      'detail-type': [DetailType.switchRequested],
    },
    retryAttempts: 2,
    maxEventAgeSeconds: 6 * 60 * 60,
    table: 'readWrite',
    sendsMail: true,
  },
  {
    id: 'SendContactEmail',
    handler: 'events/send-contact-email',
    pattern: {
      source: [EventSource.leads],
      'detail-type': [DetailType.contactMessageReceived],
    },
    retryAttempts: 2,
    maxEventAgeSeconds: 6 * 60 * 60,
    table: 'readWrite',
    sendsMail: true,
  },
  {
    // Writes the hashed unsubscribe token, then sends the link.
    id: 'SendSubscriptionWelcome',
    handler: 'events/send-subscription-welcome',
    pattern: {
      source: [EventSource.leads],
      'detail-type': [DetailType.subscribed],
    },
    retryAttempts: 2,
    maxEventAgeSeconds: 6 * 60 * 60,
    table: 'readWrite',
    sendsMail: true,
  },
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
  },
];

/** Lead entities whose first write publishes an event, and which one. */
export const leadEvents = {
  CallbackRequest: DetailType.callbackRequested,
  SwitchRequest: DetailType.switchRequested,
  ContactMessage: DetailType.contactMessageReceived,
  EmailSubscription: DetailType.subscribed,
} as const satisfies Record<string, string>;

export type LeadEntity = keyof typeof leadEvents;

/**
 * The stream publisher: reads the table stream, keeps only new leads
 * (the filter is applied by Lambda in AWS and by the local poller).
 */
export const streamPublisher = {
  id: 'PublishLeadEvents',
  handler: 'streams/publish-lead-events',
  batchSize: 10,
  retryAttempts: 10,
  filter: {
    eventName: ['INSERT'],
    dynamodb: { NewImage: { entity: { S: Object.keys(leadEvents) } } },
  },
} as const;
