import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { marshall } from '@aws-sdk/util-dynamodb';
import { storedLeads } from './stored-leads.ts';

/**
 * Hands the stream publisher, as INSERT records, every lead created since
 * `since`. After DynamoDB Local died, stream records of its last writes
 * may be gone; consumers are idempotent, so leads already e-mailed are not
 * e-mailed again. Returns how many leads were handed over.
 */
export async function republishRecentLeads(
  endpoint: string,
  since: string,
  publish: (event: { Records: _Record[] }) => Promise<unknown>,
): Promise<number> {
  const recent = (await storedLeads(endpoint)).filter(
    (lead) => typeof lead.createdAt === 'string' && lead.createdAt >= since,
  );
  for (let i = 0; i < recent.length; i += 10) {
    const Records = recent.slice(i, i + 10).map(
      (lead, n): _Record => ({
        eventName: 'INSERT',
        dynamodb: {
          SequenceNumber: String(i + n),
          NewImage: marshall(lead, { removeUndefinedValues: true }) as never,
        },
      }),
    );
    await publish({ Records });
  }
  return recent.length;
}

/** Leads created from a minute before the database died, republished; logged. */
export function republishAfterRestart(
  endpoint: string,
  diedAt: Date,
  publish: (event: { Records: _Record[] }) => Promise<unknown>,
): void {
  const since = new Date(diedAt.getTime() - 60_000).toISOString();
  republishRecentLeads(endpoint, since, publish).then(
    (count) => console.error(`[dynamodb] re-published ${count} recent lead(s)`),
    (error: unknown) =>
      console.error(
        `[dynamodb] re-publishing recent leads failed: ${String(error)}`,
      ),
  );
}
