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
  subscriptionRequested: 'SubscriptionRequested',
  watchRequested: 'WatchRequested',
  catalogueUpdated: 'CatalogueUpdated',
  priceAlertCheckRequested: 'PriceAlertCheckRequested',
} as const;

/** Lead entities whose first write publishes an event, and which one. */
export const leadEvents = {
  CallbackRequest: DetailType.callbackRequested,
  SwitchRequest: DetailType.switchRequested,
  ContactMessage: DetailType.contactMessageReceived,
  EmailSubscription: DetailType.subscribed,
  SubscriptionRequest: DetailType.subscriptionRequested,
  WatchRequest: DetailType.watchRequested,
} as const satisfies Record<string, string>;

export type LeadEntity = keyof typeof leadEvents;
