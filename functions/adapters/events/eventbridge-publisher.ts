import {
  EventBridgeClient,
  PutEventsCommand,
} from '@aws-sdk/client-eventbridge';
import { config } from '#platform/config';
import type { DomainEvent, EventPublisher } from '#use-cases/ports';

const { EVENT_BUS_NAME, EVENTBRIDGE_ENDPOINT } = config('bus');

const client = new EventBridgeClient(
  EVENTBRIDGE_ENDPOINT ? { endpoint: EVENTBRIDGE_ENDPOINT } : {},
);

/** PutEvents takes at most ten entries a call. */
const MAX_ENTRIES = 10;

/** Publishes to the product's bus; reports entries that failed. */
export const eventBridgePublisher: EventPublisher = {
  async publish(events) {
    const failed: number[] = [];
    for (let start = 0; start < events.length; start += MAX_ENTRIES) {
      const batch = events.slice(start, start + MAX_ENTRIES);
      const result = await client.send(
        new PutEventsCommand({ Entries: batch.map(toEntry) }),
      );
      result.Entries?.forEach((entry, index) => {
        if (entry.ErrorCode) failed.push(start + index);
      });
    }
    return failed;
  },
};

function toEntry(event: DomainEvent) {
  return {
    EventBusName: EVENT_BUS_NAME,
    Source: event.source,
    DetailType: event.detailType,
    Detail: JSON.stringify(event.detail),
  };
}
