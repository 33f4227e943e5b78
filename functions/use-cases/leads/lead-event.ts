import { contactMessageReceivedSchema } from '#shared/events/contact';
import {
  EventSource,
  type LeadEntity,
  leadEvents,
} from '#shared/events/event-names';
import { callbackRequestedSchema } from '#shared/events/leads';
import {
  subscribedSchema,
  subscriptionRequestedSchema,
} from '#shared/events/subscriptions';
import { switchRequestedSchema } from '#shared/events/switching';
import { watchRequestedSchema } from '#shared/events/watches';
import type { DomainEvent } from '../ports.ts';

const detailSchemas = {
  CallbackRequest: callbackRequestedSchema,
  SwitchRequest: switchRequestedSchema,
  ContactMessage: contactMessageReceivedSchema,
  EmailSubscription: subscribedSchema,
  SubscriptionRequest: subscriptionRequestedSchema,
  WatchRequest: watchRequestedSchema,
} as const satisfies Record<LeadEntity, unknown>;

const isLeadEntity = (entity: unknown): entity is LeadEntity =>
  typeof entity === 'string' && Object.hasOwn(leadEvents, entity);

/**
 * The event a newly stored lead yields, or undefined for any other item.
 * The detail is validated by the event's shared schema.
 */
export function leadEventFor(
  item: Record<string, unknown>,
): DomainEvent | undefined {
  const { entity } = item;
  if (!isLeadEntity(entity)) return undefined;
  const detail = detailSchemas[entity].parse({
    ...item,
    occurredAt: item.createdAt,
    version: 1,
  });
  return {
    source: EventSource.leads,
    detailType: leadEvents[entity],
    detail,
  };
}
