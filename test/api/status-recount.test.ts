import { afterAll, describe, expect, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { pointAtStackTable } from '#test-support/handler-env';
import { tableClient } from '#test-support/table';

pointAtStackTable();
const { recountLeadStatuses } = await import('#data/recount-statuses');
const { leadStatusCounterKey } = await import('#data/keys');
const { allLeads } = await import('#data/lead-search');

const table = tableClient();
afterAll(() => table.close());

const counter = async (status: string) =>
  Number((await table.get(leadStatusCounterKey('switch', status)))?.count);

describe('recounting status counters', () => {
  it('sets each status counter to the records it counts, over every page', async () => {
    // Arrange: leads whose counters were lost, as before the counters existed.
    for (let i = 0; i < 3; i += 1) await seedLead('switch');
    await seedLead('switch', { status: 'completed' });
    await seedLead('switch', { status: 'no-such-status' });
    for (const status of ['pending', 'completed', 'cancelled'])
      await table.put({ ...leadStatusCounterKey('switch', status), count: 0 });
    const expected: Record<string, number> = {};
    for await (const lead of allLeads('switch', '')) {
      const status = lead.status === 'no-such-status' ? 'pending' : lead.status;
      expected[String(status)] = (expected[String(status)] ?? 0) + 1;
    }
    // Act
    const counts = await recountLeadStatuses('switch');
    // Assert
    expect(counts.pending).toBe(expected.pending);
    expect(counts.completed).toBe(expected.completed);
    expect(await counter('pending')).toBe(expected.pending);
    expect(await counter('completed')).toBe(expected.completed);
    expect(await counter('cancelled')).toBe(expected.cancelled ?? 0);
    expect(expected.pending).toBeGreaterThanOrEqual(4);
  });
});
