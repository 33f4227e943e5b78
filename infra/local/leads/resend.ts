import type { StoredLead } from './stored-leads.ts';

/**
 * Publishes a stored lead's event again, built by the stream publisher's
 * own use case, onto the running stack's bus. The consumers' idempotency
 * (on the lead id) sends the e-mail only if it was never sent.
 * Needs the local environment applied first (handlers read it at import).
 */
export async function republish(lead: StoredLead): Promise<boolean> {
  const [{ eventBridgePublisher }, { publishLeadEvents }] = await Promise.all([
    import('#adapters/events/eventbridge-publisher'),
    import('#use-cases/leads/publish-lead-events'),
  ]);
  let rejected = false;
  const failedAt = await publishLeadEvents(
    {
      publisher: eventBridgePublisher,
      rejected: () => {
        rejected = true;
      },
    },
    [{ sequenceNumber: 'resend', isInsert: true, newItem: lead }],
  );
  return !rejected && failedAt === undefined;
}
