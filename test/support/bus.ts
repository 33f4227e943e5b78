import { inject } from 'vitest';
import { DetailType, EventSource } from '#shared/events/event-names';

/**
 * Puts a call-back lead's event on the local bus directly, as a
 * re-published stream record (or an at-least-once redelivery) would.
 * Returns how many entries the bus refused.
 */
export async function putCallbackRequested(
  detail: Record<string, unknown>,
): Promise<number> {
  const response = await fetch(inject('busEndpoint'), {
    method: 'POST',
    headers: {
      'x-amz-target': 'AWSEvents.PutEvents',
      'content-type': 'application/x-amz-json-1.1',
    },
    body: JSON.stringify({
      Entries: [
        {
          Source: EventSource.leads,
          DetailType: DetailType.callbackRequested,
          Detail: JSON.stringify(detail),
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`PutEvents answered ${response.status}`);
  return ((await response.json()) as { FailedEntryCount: number })
    .FailedEntryCount;
}
