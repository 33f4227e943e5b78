import type { RedriveResult } from './bus/event-bus.ts';

/**
 * Asks a running local stack to replay its parked events (all, or one
 * event id); resolves once each is delivered or parked again.
 */
export async function redriveParked(
  stackUrl: string,
  id?: string,
): Promise<RedriveResult[]> {
  const response = await fetch(`${stackUrl}/_dev/parked/redrive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(id ? { id } : {}),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`redrive answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { redriven: RedriveResult[] }).redriven;
}

/** One line per replayed event, as the command prints them. */
export function redriveReport(
  results: readonly RedriveResult[],
  id?: string,
): string {
  if (results.length === 0)
    return id ? `No parked event has id ${id}.` : 'Nothing parked to redrive.';
  return results
    .map((r) =>
      r.outcome === 'delivered'
        ? `delivered     ${r.detailType} ${r.eventId} → ${r.consumer}`
        : `parked again  ${r.detailType} ${r.eventId} → ${r.consumer}: ${r.error}`,
    )
    .join('\n');
}
