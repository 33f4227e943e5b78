import {
  EventBridgeClient,
  PutEventsCommand,
} from '@aws-sdk/client-eventbridge';
import { config } from '#platform/config';
import type { DomainEvent, EventPublisher } from '#use-cases/ports';

let client:
  | { endpoint: string | undefined; bus: EventBridgeClient }
  | undefined;

/** One client per endpoint, made at the first publish, not at load. */
function busClient(endpoint: string | undefined): EventBridgeClient {
  if (client && client.endpoint === endpoint) return client.bus;
  const bus = new EventBridgeClient(endpoint ? { endpoint } : {});
  client = { endpoint, bus };
  return bus;
}

/** PutEvents takes at most ten entries a call. */
const MAX_ENTRIES = 10;

/** Publishes to the product's bus; reports entries that failed. */
export const eventBridgePublisher: EventPublisher = {
  async publish(events) {
    const { EVENT_BUS_NAME, EVENTBRIDGE_ENDPOINT } = config('bus');
    const client = busClient(EVENTBRIDGE_ENDPOINT);
    const failed: number[] = [];
    for (let start = 0; start < events.length; start += MAX_ENTRIES) {
      const batch = events.slice(start, start + MAX_ENTRIES);
      const result = await client.send(
        new PutEventsCommand({
          Entries: batch.map((e) => toEntry(e, EVENT_BUS_NAME)),
        }),
      );
      result.Entries?.forEach((entry, index) => {
        if (entry.ErrorCode) failed.push(start + index);
      });
    }
    return failed;
  },
};

function toEntry(event: DomainEvent, busName: string) {
  return {
    EventBusName: busName,
    Source: event.source,
    DetailType: event.detailType,
    Detail: JSON.stringify(event.detail),
  };
}
